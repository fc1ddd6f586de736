import { messagePrice, type GiftId, type MemberCard } from '@amoretto/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/use-auth';
import { usePageTitle } from '../layout/use-page-title';
import { block } from '../member-page/member-page-api';
import { errorKey } from '../member-page/member-page-rules';
import { useSettings } from '../site-settings/use-settings';
import { chatsQuery } from './chats-query';
import { canAfford } from './credit-rules';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import { SendFooter } from './send-footer';
import { SendProblemAlert } from './send-problem-alert';
import { useConversation } from './use-conversation';
import { useRemoveChat } from './use-remove-chat';
import { DismissibleAlert } from '../ui/dismissible-alert';
import { OnFirstOpen } from '../ui/on-first-open';

// Dialogs load when first opened: most conversations never open them.
const BlockConfirmModal = lazy(() =>
  import('../member-page/block-confirm-modal').then((module) => ({ default: module.BlockConfirmModal })),
);
const GiftPickerModal = lazy(() => import('./gift-picker-modal').then((module) => ({ default: module.GiftPickerModal })));
const IcebreakerModal = lazy(() => import('./icebreaker-modal').then((module) => ({ default: module.IcebreakerModal })));
const RemoveChatModal = lazy(() => import('./remove-chat-modal').then((module) => ({ default: module.RemoveChatModal })));
const ReportDialog = lazy(() => import('../reports/report-dialog').then((module) => ({ default: module.ReportDialog })));
import { useTyping } from './use-typing';

interface Props {
  partnerId: number;
  /** The partner's card when the list or member page already has it. */
  partner: MemberCard | null;
  conversationId: number | null;
  knownLastSeq: number | null;
  /** Opened from the member page's gift button. */
  openGifts?: boolean;
}

/** One conversation (docs/product.md#chats). */
export function ConversationView({ partnerId, partner: knownPartner, conversationId, knownLastSeq, openGifts = false }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const settings = useSettings();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chats = useQuery(chatsQuery());
  const removeChat = useRemoveChat();
  const viewerId = user!.id;
  const conversation = useConversation({ viewerId, partnerId, conversationId, knownLastSeq });
  const typing = useTyping(conversation.conversationId, partnerId);
  const [gifts, setGifts] = useState(openGifts);
  const [icebreakers, setIcebreakers] = useState(false);
  const [confirm, setConfirm] = useState<'remove' | 'block' | 'report' | null>(null);
  const [reported, setReported] = useState(false);
  const [blockFailed, setBlockFailed] = useState<unknown>(null);
  const offered = useRef(false);
  const partner = knownPartner ?? conversation.profile;
  usePageTitle(partner?.name ?? null);

  const empty = conversation.status === 'ready' && conversation.messages.length === 0 && conversation.pending.length === 0;
  // An empty conversation offers opening lines once, unless the member came for a gift.
  useEffect(() => {
    if (empty && partner && !offered.current && !openGifts && !conversation.noAccess) {
      offered.current = true;
      setIcebreakers(true);
    }
  }, [empty, partner, openGifts, conversation.noAccess]);

  if (conversation.noAccess) {
    return (
      <div className="conversation conversation--problem" data-testid="conversation-no-access">
        <div className="alert m-3 alert-secondary" role="alert">
          <h2 className="h5">{t('chat.no_access_title')}</h2>
          <p className="mb-0">{t('chat.no_access_body')}</p>
        </div>
      </div>
    );
  }
  if (!partner) {
    if (conversation.status === 'error') {
      return (
        <div className="conversation conversation--problem" data-testid="conversation-failed">
          <div className="alert m-3 alert-light" role="alert">
            <p>{t(errorKey(conversation.loadError))}</p>
            <button className="btn btn-outline-primary btn-sm" type="button" onClick={conversation.reload}>
              {t('common.retry')}
            </button>
          </div>
        </div>
      );
    }
    return <div className="conversation" aria-busy="true" />;
  }

  const country = user!.profile.country;
  const prices = {
    text: messagePrice(settings, country, 'text'),
    photo: messagePrice(settings, country, 'photo'),
    gift: messagePrice(settings, country, 'gift'),
  };
  const awaiting = conversation.awaitingConfirmation ?? (chats.data?.awaiting_confirmation || user!.status === 'not_confirmed');
  const sendText = (body: string) => conversation.send({ kind: 'text', body });
  const sendGift = (gift: GiftId) => {
    setGifts(false);
    conversation.send({ kind: 'gift', gift_id: gift });
  };

  const onRemove = () => {
    setConfirm(null);
    const id = conversation.conversationId;
    void navigate({ to: '/chats' });
    void removeChat(id !== null ? { conversationId: id } : { profileId: partnerId });
  };
  const onBlock = () => {
    block(partnerId).then(
      () => {
        setConfirm(null);
        // Blocking removes the pair's chats and likes: every member list is stale now.
        void queryClient.invalidateQueries({ queryKey: queryKeys.member.all });
        void navigate({ to: '/chats' });
      },
      (error: unknown) => {
        setConfirm(null);
        setBlockFailed(error);
      },
    );
  };

  return (
    <div className="conversation" data-testid="conversation" data-conversation-id={conversation.conversationId ?? ''}>
      <ConversationHeader
        partner={partner}
        credits={user!.credits}
        onRemove={conversation.conversationId !== null || conversation.messages.length > 0 ? () => setConfirm('remove') : null}
        onBlock={() => setConfirm('block')}
        onReport={() => setConfirm('report')}
      />
      <MessageList
        viewerId={viewerId}
        partnerName={partner.name}
        messages={conversation.messages}
        pending={conversation.pending}
        partnerReadSeq={conversation.partnerReadSeq}
        partnerTyping={typing.partnerTyping}
        hasEarlier={conversation.hasEarlier}
        onEarlier={() => void conversation.loadEarlier()}
        onRetry={conversation.retry}
        onDiscard={conversation.discard}
        before={
          <>
            {conversation.olderHidden ? (
              <div className="alert conversation__note alert-light" role="alert" data-testid="older-hidden">
                {t('chat.older_hidden')}{' '}
                <Link to="/premium" className="alert-link" data-testid="older-hidden-premium">
                  {t('chat.go_premium')}
                </Link>
              </div>
            ) : null}
            {conversation.status === 'loading' ? (
              <div className="conversation__loading placeholder-glow" aria-busy="true">
                <span className="placeholder col-5 rounded-pill" />
                <span className="placeholder col-4 rounded-pill ms-auto" />
                <span className="placeholder col-6 rounded-pill" />
              </div>
            ) : null}
            {conversation.status === 'error' ? (
              <div className="alert conversation__note alert-light" role="alert">
                {t('chat.load_failed')}{' '}
                <button className="btn btn-link p-0 align-baseline" type="button" onClick={conversation.reload}>
                  {t('common.retry')}
                </button>
              </div>
            ) : null}
            {empty ? (
              <div className="conversation__start" data-testid="conversation-start">
                <h2 className="h5">{t('chat.start_title', { name: partner.name })}</h2>
                <p className="text-body-secondary">{t('chat.start_body')}</p>
                <button
                  className="btn btn-outline-primary btn-sm"
                  type="button"
                  onClick={() => setIcebreakers(true)}
                  data-testid="open-icebreakers"
                >
                  {t('chat.icebreaker_open')}
                </button>
              </div>
            ) : null}
          </>
        }
      />
      <div className="conversation__footer">
        {awaiting ? (
          <div className="alert conversation__note mb-2 alert-info" role="alert" data-testid="awaiting-confirmation">
            {t('chat.partner_waiting', { name: partner.name })}
          </div>
        ) : null}
        {conversation.failure ? <SendProblemAlert failure={conversation.failure} onClose={conversation.dismissFailure} /> : null}
        {reported ? (
          <DismissibleAlert variant="info" onClose={() => setReported(false)} testId="conversation-reported">
            {t('report.sent')}
          </DismissibleAlert>
        ) : null}
        {blockFailed ? (
          <DismissibleAlert variant="danger" onClose={() => setBlockFailed(null)}>
            {t(errorKey(blockFailed))}
          </DismissibleAlert>
        ) : null}
        <SendFooter
          partnerName={partner.name}
          prices={prices}
          affordable={canAfford(user!, prices.text)}
          credits={user!.credits}
          onSend={sendText}
          onPhoto={(file) => conversation.send({ kind: 'photo', file })}
          onGift={() => setGifts(true)}
          onTyped={typing.typed}
          onStopped={typing.stopped}
        />
      </div>
      <OnFirstOpen open={gifts}>
        <GiftPickerModal show={gifts} partnerName={partner.name} price={prices.gift} onPick={sendGift} onClose={() => setGifts(false)} />
      </OnFirstOpen>
      <OnFirstOpen open={icebreakers}>
        <IcebreakerModal
          show={icebreakers}
          partnerName={partner.name}
          price={prices.text}
          onPick={(text) => {
            setIcebreakers(false);
            sendText(text);
          }}
          onClose={() => setIcebreakers(false)}
        />
      </OnFirstOpen>
      <OnFirstOpen open={confirm === 'remove'}>
        <RemoveChatModal name={confirm === 'remove' ? partner.name : null} onConfirm={onRemove} onCancel={() => setConfirm(null)} />
      </OnFirstOpen>
      <OnFirstOpen open={confirm === 'report'}>
        <ReportDialog
          show={confirm === 'report'}
          profile={{ id: partner.id, name: partner.name }}
          conversationId={conversation.conversationId}
          onClose={() => setConfirm(null)}
          onSent={() => {
            setConfirm(null);
            setReported(true);
          }}
        />
      </OnFirstOpen>
      <OnFirstOpen open={confirm === 'block'}>
        <BlockConfirmModal
          name={partner.name}
          show={confirm === 'block'}
          pending={false}
          onConfirm={onBlock}
          onCancel={() => setConfirm(null)}
        />
      </OnFirstOpen>
    </div>
  );
}
