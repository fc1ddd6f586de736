import type { MemberCard, SwipeAction, SwipeGameResponse } from '@amoretto/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { queryKeys } from '../api/query-keys';
import { usePageTitle } from '../layout/use-page-title';
import { ApiErrorAlert } from '../ui/api-error-alert';
import { sendSwipe } from './swipe-game-api';
import { swipeGameQuery } from './swipe-game-query';
import { keyAction } from './swipe-gesture-rules';
import { SwipeCard } from './swipe-card';
import { SwipeLimit } from './swipe-limit';
import './swipe-game.scss';

/** Keys typed into a field, or while a dialog is open, are not swipes. */
function keyIsForThePage(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return false;
  return !document.body.classList.contains('modal-open') && !event.altKey && !event.ctrlKey && !event.metaKey;
}

/** /swipe-game (docs/product.md#swipe-game): one member at a time; like or skip by button, drag or arrow key. */
export function SwipeGamePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const game = useQuery(swipeGameQuery());
  usePageTitle(t('swipe_game.title'));
  const [match, setMatch] = useState<MemberCard | null>(null);

  const swipe = useMutation({
    mutationFn: ({ card, action }: { card: MemberCard; action: SwipeAction }) => sendSwipe(card.id, action),
    onSuccess: (answer, { card }) => {
      queryClient.setQueryData<SwipeGameResponse>(queryKeys.member.swipeGame, { card: answer.card, state: answer.state });
      setMatch(answer.relation?.liked_me ? card : null);
      // The like is an ordinary like: the sent list and matches change with it.
      if (answer.relation) void queryClient.invalidateQueries({ queryKey: queryKeys.member.likes.all });
    },
    onError: (error) => {
      // Out of likes, or the card was answered in another tab: the server's view is the one to show.
      if (isApiError(error) && (error.code === 'swipe_likes_used_up' || error.code === 'swipe_card_not_offered')) {
        void game.refetch();
      }
    },
  });

  const card = game.data?.card ?? null;
  const act = useCallback(
    (action: SwipeAction) => {
      if (card && !swipe.isPending) swipe.mutate({ card, action });
    },
    [card, swipe],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = keyAction(event.key);
      if (!action || !keyIsForThePage(event)) return;
      event.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act]);

  const refetch = game.refetch;
  const onReset = useCallback(() => void refetch(), [refetch]);

  return (
    <div className="swipe-game container">
      <header className="swipe-game__header">
        <h1 className="h3 mb-1">{t('swipe_game.title')}</h1>
        <p className="text-body-secondary mb-0">{t('swipe_game.intro', { count: game.data?.state.daily_likes ?? 0 })}</p>
      </header>

      {match ? (
        <div className="alert alert-success swipe-game__match" role="status" data-testid="swipe-match">
          <strong>{t('swipe_game.match', { name: match.name })}</strong>{' '}
          <Link to="/members/$id/chat" params={{ id: match.id }} className="alert-link">
            {t('swipe_game.match_chat')}
          </Link>
        </div>
      ) : null}

      {game.isPending ? (
        <div className="swipe-game__loading" role="status">
          <Spinner animation="border" size="sm" className="me-2" />
          {t('common.loading')}
        </div>
      ) : game.isError && !game.data ? (
        <ApiErrorAlert error={game.error} onRetry={() => void game.refetch()} retrying={game.isFetching} />
      ) : game.data ? (
        <>
          <p className="swipe-game__left" data-testid="swipe-likes-left" aria-live="polite">
            {t('swipe_game.likes_left', { left: game.data.state.likes_left, total: game.data.state.daily_likes })}
          </p>
          <ApiErrorAlert error={swipe.error} />
          {game.data.card ? (
            <>
              <SwipeCard key={game.data.card.id} card={game.data.card} busy={swipe.isPending} onSwipe={act} />
              <p className="swipe-game__hint small text-body-secondary">{t('swipe_game.keyboard_hint')}</p>
            </>
          ) : (
            <SwipeLimit state={game.data.state} onReset={onReset} />
          )}
        </>
      ) : null}
    </div>
  );
}
