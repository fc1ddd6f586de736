import type { MemberCard as MemberCardData } from '@amoretto/shared';
import { MemberCard } from '../members/member-card';
import { MemberCardSkeleton } from '../members/member-card-skeleton';
import { FIRST_PHOTOS } from './first-photos';

/** A grid of member cards, or skeletons of the same shape while loading. */
export function SearchResults({
  members,
  loading,
  testId,
  headingLevel = 3,
}: {
  members: MemberCardData[];
  loading: boolean;
  testId: string;
  /** See MemberCard: 2 right under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  if (loading) {
    return (
      <div className="member-grid" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <MemberCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <div className="member-grid" data-testid={testId}>
      {members.map((member, index) => (
        <MemberCard key={member.id} member={member} headingLevel={headingLevel} priority={index < FIRST_PHOTOS} />
      ))}
    </div>
  );
}
