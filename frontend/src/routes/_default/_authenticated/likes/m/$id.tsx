import { createFileRoute } from '@tanstack/react-router';
import { MemberPageForParam } from '../../../../../member-page/member-page-for-param';

// Spec §2: the likes list opens members here; it is the same page as /members/$id.
export const Route = createFileRoute('/_default/_authenticated/likes/m/$id')({
  component: () => <MemberPageForParam id={Route.useParams().id} />,
});
