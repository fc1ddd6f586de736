import { createFileRoute } from '@tanstack/react-router';
import { loadFreshQuery } from '../../../api/load-query';
import { SwipeGamePage } from '../../../swipe-game/swipe-game-page';
import { swipeGameQuery } from '../../../swipe-game/swipe-game-query';

export const Route = createFileRoute('/_default/_authenticated/swipe-game')({
  // Asked again on every entry: the day, the allowance or the pile may have moved on.
  loader: ({ context: { queryClient }, preload }) => loadFreshQuery(queryClient, swipeGameQuery(), { preload }),
  pendingComponent: SwipeGamePage,
  component: SwipeGamePage,
});
