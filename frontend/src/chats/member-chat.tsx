import type { MemberCard, PublicProfile } from '@amoretto/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { useAuth } from '../auth/use-auth';
import { memberPageQuery } from '../member-page/member-page-query';
import { errorKey } from '../member-page/member-page-rules';
import { ChatsScreen } from './chats-screen';
import { chatsQuery } from './chats-query';
import { ConversationView } from './conversation-view';

function cardOf(profile: PublicProfile): MemberCard {
  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    city: profile.city,
    country: profile.country,
    region: profile.region,
    main_image: profile.main_image ? { thumb_url: profile.main_image.thumb_url } : null,
    fictional: profile.fictional,
  };
}

/**
 * /members/$id/chat: the conversation with that member, or an empty one before the first
 * message (there is no conversation id until the server stores one).
 */
export function MemberChat({ memberId, openGifts }: { memberId: number; openGifts: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const chats = useQuery(chatsQuery());
  const item = chats.data?.chats.find((chat) => chat.profile.id === memberId) ?? null;
  const page = useQuery({ ...memberPageQuery(memberId, null), enabled: !chats.isPending && item === null });

  let content;
  if (memberId === user?.id) {
    content = (
      <div className="alert m-3 alert-secondary" role="alert">
        {t('errors.own_profile')}
      </div>
    );
  } else if (item) {
    content = (
      <ConversationView
        key={`member-${memberId}`}
        partnerId={memberId}
        partner={item.profile}
        conversationId={item.conversation.id}
        knownLastSeq={item.conversation.last_seq}
        openGifts={openGifts}
      />
    );
  } else if (page.isError) {
    const blocked = isApiError(page.error) && page.error.code === 'blocked_by_member';
    content = (
      <div className="alert m-3 alert-secondary" role="alert" data-testid={blocked ? 'conversation-no-access' : 'conversation-failed'}>
        {blocked ? (
          <>
            <h2 className="h5">{t('chat.no_access_title')}</h2>
            <p className="mb-0">{t('chat.no_access_body')}</p>
          </>
        ) : (
          t(errorKey(page.error))
        )}
      </div>
    );
  } else if (page.data) {
    const { profile, relation } = page.data;
    content =
      relation.blocked || profile.status === 'disabled' ? (
        <div className="alert m-3 alert-secondary" role="alert" data-testid="conversation-no-access">
          <h2 className="h5">{t('chat.no_access_title')}</h2>
          <p className="mb-0">{t('chat.no_access_body')}</p>
        </div>
      ) : (
        <ConversationView
          key={`member-${memberId}`}
          partnerId={memberId}
          partner={cardOf(profile)}
          conversationId={null}
          knownLastSeq={null}
          openGifts={openGifts}
        />
      );
  } else {
    content = <div className="conversation" aria-busy="true" />;
  }
  return <ChatsScreen activePartnerId={memberId}>{content}</ChatsScreen>;
}
