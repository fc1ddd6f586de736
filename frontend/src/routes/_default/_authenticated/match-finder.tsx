import { createFileRoute } from '@tanstack/react-router';
import { MatchFinderPage } from '../../../match-finder/match-finder-page';

export const Route = createFileRoute('/_default/_authenticated/match-finder')({
  component: MatchFinderPage,
});
