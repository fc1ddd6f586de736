import { messagePrice, type GiftId, type MemberCard } from '@amoretto/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/use-auth';
import { usePageTitle } from '../layout/use-page-title';
import { BlockConfirmModal } from '../member-page/block-confirm-modal';
import { block } from '../member-page/member-page-api';
import { errorKey } from '../member-page/member-page-rules';
import { useSettings } from '../site-settings/use-settings';
import { chatsQuery } from './chats-query';
import { canAfford } from './credit-rules';
import { ConversationHeader } from './conversation-header';
import { GiftPickerModal } from './gift-picker-modal';
import { IcebreakerModal } from './icebreaker-modal';
import { MessageList } from './message-list';
import { RemoveChatModal } from './remove-chat-modal';
import { SendFooter } from './send-footer';
import { SendProblemAlert } from './send-problem-alert';
import { useConversation } from './use-conversation';
import { useRemoveChat } from './use-remove-chat';
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
  const [confirm, setConfirm] = useState<'remove' | 'block' | null>(null);
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
        <Alert variant="secondary" className="m-3">
          <h2 className="h5">{t('chat.no_access_title')}</h2>
          <p className="mb-0">{t('chat.no_access_body')}</p>
        </Alert>
      </div>
    );
  }
  if (!partner) {
    if (conversation.status === 'error') {
      return (
        <div className="conversation conversation--problem" data-testid="conversation-failed">
          <Alert variant="light" className="m-3">
            <p>{t(errorKey(conversation.loadError))}</p>
            <Button variant="outline-primary" size="sm" onClick={conversation.reload}>
              {t('common.retry')}
            </Button>
          </Alert>
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
              <Alert variant="light" className="conversation__note" data-testid="older-hidden">
                {t('chat.older_hidden')}{' '}
                <Link to="/premium" className="alert-link" data-testid="older-hidden-premium">
                  {t('chat.go_premium')}
                </Link>
              </Alert>
            ) : null}
            {conversation.status === 'loading' ? (
              <div className="conversation__loading placeholder-glow" aria-busy="true">
                <span className="placeholder col-5 rounded-pill" />
                <span className="placeholder col-4 rounded-pill ms-auto" />
                <span className="placeholder col-6 rounded-pill" />
              </div>
            ) : null}
            {conversation.status === 'error' ? (
              <Alert variant="light" className="conversation__note">
                {t('chat.load_failed')}{' '}
                <Button variant="link" className="p-0 align-baseline" onClick={conversation.reload}>
                  {t('common.retry')}
                </Button>
              </Alert>
            ) : null}
            {empty ? (
              <div className="conversation__start" data-testid="conversation-start">
                <h2 className="h5">{t('chat.start_title', { name: partner.name })}</h2>
                <p className="text-body-secondary">{t('chat.start_body')}</p>
                <Button variant="outline-primary" size="sm" onClick={() => setIcebreakers(true)} data-testid="open-icebreakers">
                  {t('chat.icebreaker_open')}
                </Button>
              </div>
            ) : null}
          </>
        }
      />
      <div className="conversation__footer">
        {awaiting ? (
          <Alert variant="info" className="conversation__note mb-2" data-testid="awaiting-confirmation">
            {t('chat.partner_waiting', { name: partner.name })}
          </Alert>
        ) : null}
        {conversation.failure ? <SendProblemAlert failure={conversation.failure} onClose={conversation.dismissFailure} /> : null}
        {blockFailed ? (
          <Alert variant="danger" dismissible onClose={() => setBlockFailed(null)} closeLabel={t('common.close')}>
            {t(errorKey(blockFailed))}
          </Alert>
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
      <GiftPickerModal show={gifts} partnerName={partner.name} price={prices.gift} onPick={sendGift} onClose={() => setGifts(false)} />
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
      <RemoveChatModal name={confirm === 'remove' ? partner.name : null} onConfirm={onRemove} onCancel={() => setConfirm(null)} />
      <BlockConfirmModal
        name={partner.name}
        show={confirm === 'block'}
        pending={false}
        onConfirm={onBlock}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
