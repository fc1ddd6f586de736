import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/use-auth';
import { isSmartphone, signupOpening } from '../../signup-rules/signup-rules';
import { openSignupModal } from './signup-modal-store';

interface Props {
  className?: string;
  children?: ReactNode;
  onOpened?: () => void;
}

/**
 * docs/product.md#screens (signup opening): members go to /members, phones to the /signup page, everyone
 * else gets the modal. A real link to /signup underneath, so new tabs and no-JS work too.
 */
export function SignupButton({ className = 'btn btn-primary', children, onOpened }: Props) {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opening = signupOpening({ loggedIn, isSmartphone: isSmartphone(navigator.userAgent) });
    if (opening === 'route') {
      onOpened?.();
      return;
    }
    event.preventDefault();
    onOpened?.();
    if (opening === 'members') void navigate({ to: '/members' });
    else openSignupModal();
  };

  return (
    <Link to="/signup" className={className} onClick={onClick} activeProps={{}} data-testid="signup-button">
      {children ?? t('nav.signup')}
    </Link>
  );
}
