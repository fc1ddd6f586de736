import { lazy } from 'react';
import { wholeCatalog } from '../../i18n/i18n';
import { OnFirstOpen } from '../../ui/on-first-open';
import { useSignupModalOpen } from './signup-modal-store';

// The dialog loads when it first opens (most page loads never open it), with the signup texts
// of the catalog's second part.
const SignupDialog = lazy(() =>
  Promise.all([import('./signup-dialog'), wholeCatalog()]).then(([module]) => ({ default: module.SignupDialog })),
);

/** The signup flow in a modal (docs/product.md#screens), opened by any signup button of the page. */
export function SignupModal() {
  return (
    <OnFirstOpen open={useSignupModalOpen()}>
      <SignupDialog />
    </OnFirstOpen>
  );
}
