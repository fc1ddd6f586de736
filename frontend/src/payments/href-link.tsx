import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * An in-app link to a page whose route is not part of this module's typed route tree
 * (direct debit, transactions and repeat orders are built beside it): a real anchor that
 * the router follows without a reload.
 */
export function HrefLink({ href, className, children, 'data-testid': testId }: Props) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
