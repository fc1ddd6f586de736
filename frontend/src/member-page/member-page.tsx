import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { useAuth } from '../auth/use-auth';
import { usePageTitle } from '../layout/use-page-title';
import { ProfileToasts } from '../profile/profile-toasts';
import { useToasts } from '../profile/use-toasts';
import { useSearchAccess } from '../search/use-search-access';
import { useSettings } from '../site-settings/use-settings';
import { OnFirstOpen } from '../ui/on-first-open';
import { BlockConfirmModal } from './block-confirm-modal';
import { MemberActions } from './member-actions';
import { MemberDetails } from './member-details';
import { MemberHeader } from './member-header';
import { MemberList } from './member-list';
import { MemberPagePending } from './member-page-pending';
import { MemberPageProblem } from './member-page-problem';
import { memberPageQuery } from './member-page-query';
import { errorKey, galleryOf, memberActions, problemFor } from './member-page-rules';
import { MemberPhotos } from './member-photos';
import { useRelationActions } from './use-relation-actions';
import '../accounts/accounts.scss';
import '../profile/profile.scss';
import './member-page.scss';

const ReportDialog = lazy(() => import('../reports/report-dialog').then((module) => ({ default: module.ReportDialog })));

/** /members/$id and /likes/m/$id: another member's profile (docs/product.md#member-page, docs/product.md#blocks). */
export function MemberPage({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  // A member shown here who deletes their account leaves the page at once (docs/product.md#leaving).
  const { user, loggedIn } = useAuth();
  const { network } = useSearchAccess();
  const settings = useSettings();
  const query = memberPageQuery(memberId, network);
  const page = useQuery(query);
  const { toasts, show, dismiss } = useToasts();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [selectedPhoto, setSelectedPhoto] = useState<number | null>(null);
  const navigate = useNavigate();
  // This page's address as it was opened: the live location moves on once we navigate away.
  const href = useLocation({ select: (location) => location.href });
  const backTo = useRef(href).current;
  const change = useRelationActions(memberId, query.queryKey, (error) => show(t(errorKey(error)), 'danger'));
  const problem = page.isError ? (page.error instanceof ApiError ? problemFor(page.error.code, page.error.status) : 'failed') : null;
  usePageTitle(page.data?.profile.name ?? (problem && problem !== 'login' ? t(`member_page.${problem}_title`) : null));
  useEffect(() => {
    // The site shows profiles to members only: log in, then come back here.
    if (problem === 'login') void navigate({ to: '/login', search: { redirect: backTo }, replace: true });
  }, [problem, navigate, backTo]);

  if (page.isPending) return <MemberPagePending />;
  if (page.isError) {
    if (problem === null || problem === 'login') return <Container className="member-page" aria-busy="true" />;
    return (
      <Container className="member-page">
        <MemberPageProblem problem={problem} message={t(errorKey(page.error))} onRetry={() => void page.refetch()} />
      </Container>
    );
  }

  const { profile, relation, related, similar } = page.data;
  const own = user?.id === profile.id;
  const disabled = profile.status === 'disabled';
  const actions = memberActions({ loggedIn, own, relation, disabled });
  const { open } = galleryOf(profile);
  const chosen = open.find((photo) => photo.id === selectedPhoto);
  const imageUrl = chosen?.url ?? profile.main_image?.url ?? null;
  const regionName =
    settings.region_data[profile.country as keyof typeof settings.region_data]?.regions.find((r) => r.code === profile.region)?.name ??
    null;

  const onAction = (action: 'like' | 'unlike' | 'block' | 'unblock') => {
    if (action === 'block') {
      setConfirmBlock(true);
      return;
    }
    change.mutate(action, {
      onSuccess: () => {
        if (action === 'unblock') show(t('member_page.unblocked', { name: profile.name }));
        if (action === 'like') show(t('member_page.liked', { name: profile.name }));
      },
    });
  };

  return (
    <Container className="member-page" data-testid="member-page" data-member-id={profile.id}>
      <MemberHeader profile={profile} imageUrl={disabled || relation.blocked ? null : imageUrl} regionName={disabled ? null : regionName}>
        {relation.liked_me && !relation.blocked ? (
          <p className="member-header__liked-me">{t('member_page.liked_me', { name: profile.name })}</p>
        ) : null}
        <MemberActions
          memberId={profile.id}
          name={profile.name}
          actions={actions}
          visitor={!loggedIn}
          pending={change.isPending}
          onAction={onAction}
        />
        {loggedIn && !own && !disabled ? (
          <button
            type="button"
            className="btn btn-link btn-sm member-page__report p-0"
            onClick={() => setReporting(true)}
            data-testid="member-report"
          >
            {t('report.button')}
          </button>
        ) : null}
      </MemberHeader>

      {relation.blocked ? (
        <Alert variant="secondary" className="member-page__blocked" data-testid="member-blocked">
          {t('member_page.you_blocked', { name: profile.name })}
        </Alert>
      ) : disabled ? (
        <Alert variant="light" className="member-page__disabled" data-testid="member-disabled">
          <h2 className="h5">{t('member_page.disabled_title')}</h2>
          <p className="mb-0">{t('member_page.disabled_body')}</p>
        </Alert>
      ) : (
        <>
          <MemberPhotos name={profile.name} photos={profile.photos} selected={chosen?.id ?? null} onSelect={setSelectedPhoto} />
          <MemberDetails profile={profile} />
          <MemberList title={t('member_page.related_title')} members={related} testId="member-related" />
          <MemberList title={t('member_page.similar_title')} members={similar} testId="member-similar" />
        </>
      )}

      <BlockConfirmModal
        name={profile.name}
        show={confirmBlock}
        pending={change.isPending}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() =>
          change.mutate('block', {
            onSettled: () => setConfirmBlock(false),
            onSuccess: () => show(t('member_page.blocked', { name: profile.name })),
          })
        }
      />
      <OnFirstOpen open={reporting}>
        <ReportDialog
          show={reporting}
          profile={{ id: profile.id, name: profile.name }}
          onClose={() => setReporting(false)}
          onSent={() => {
            setReporting(false);
            show(t('report.sent'));
          }}
        />
      </OnFirstOpen>
      {own ? (
        <p className="member-page__own text-body-secondary">
          {t('member_page.own_page')} <Link to="/profile">{t('nav.profile')}</Link>
        </p>
      ) : null}
      <ProfileToasts toasts={toasts} onClose={dismiss} />
    </Container>
  );
}
