import type { OperatorView } from '@amoretto/shared';
import { OperatorLoginForm } from './operator-login-form';
import { OPERATOR_TEXTS as T } from './operator-texts';

/** The console's login page: its own, apart from the members' /login. */
export function OperatorLoginPage({ onLoggedIn }: { onLoggedIn: (operator: OperatorView) => void }) {
  return (
    <div className="mx-auto" style={{ maxWidth: 420 }} lang="en">
      <h1 className="h3 mb-2">{T.loginTitle}</h1>
      <p className="text-body-secondary mb-4">{T.intro}</p>
      <OperatorLoginForm onLoggedIn={onLoggedIn} />
    </div>
  );
}
