import type { MemberCard } from '@amoretto/shared';
import { SearchResults } from '../search/search-results';

/** Related or similar members under the profile; nothing at all when there are none. */
export function MemberList({ title, members, testId }: { title: string; members: MemberCard[]; testId: string }) {
  if (members.length === 0) return null;
  return (
    <section className="member-page__list" data-testid={testId}>
      <h2 className="member-page__list-title">{title}</h2>
      <SearchResults members={members} loading={false} testId={`${testId}-cards`} />
    </section>
  );
}
