import type { MemberCard } from '@amoretto/shared';
import { useTranslation } from 'react-i18next';

/**
 * The landing page with a video (docs/product.md#member-landings). The product has no video of
 * its members, so the clip is what it says it is: a slow animation of the member's own photo
 * (CSS, still for visitors who ask for reduced motion), labelled as such, never passed off as
 * a recording or a live camera.
 */
export function MemberLandingVideo({ member }: { member: MemberCard }) {
  const { t } = useTranslation();
  const src = member.main_image?.thumb_url;
  return (
    <figure
      className="member-landing-video"
      role="img"
      aria-label={t('member_landing.video_label', { name: member.name })}
      data-testid="member-landing-video"
    >
      {src ? (
        <img className="member-landing-video__frame" src={src} alt="" />
      ) : (
        <div className="member-landing-video__frame member-landing-video__frame--empty" />
      )}
      <div className="member-landing-video__glow" aria-hidden="true" />
    </figure>
  );
}
