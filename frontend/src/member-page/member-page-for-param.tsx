import { parseUrlId } from '@amoretto/shared';
import { NotFoundPage } from '../errors/not-found-page';
import { MemberPage } from './member-page';

/** /members/$id and /likes/m/$id: the same page, or not-found for an id that cannot exist. */
export function MemberPageForParam({ id }: { id: string }) {
  const memberId = parseUrlId(id);
  return memberId === null ? <NotFoundPage /> : <MemberPage key={memberId} memberId={memberId} />;
}
