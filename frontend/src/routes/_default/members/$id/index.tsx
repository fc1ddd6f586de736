import { createFileRoute } from '@tanstack/react-router';
import { MemberPageForParam } from '../../../../member-page/member-page-for-param';

// Public: visitors see a profile when the site lets them search (the server applies the rule).
export const Route = createFileRoute('/_default/members/$id/')({
  component: () => <MemberPageForParam id={Route.useParams().id} />,
});
