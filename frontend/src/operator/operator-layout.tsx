import type { ReactNode } from 'react';
import { OPERATOR_TEXTS as T } from './operator-texts';

/**
 * The console's frame: none of the members' navigation, counters or offers, just a bar with
 * the console's name and the page. Narrow screens get the same single column.
 */
export function OperatorLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-bottom bg-body-tertiary" lang="en">
        <div className="container py-2">
          <span className="fw-semibold">{T.brand}</span>
        </div>
      </header>
      <main id="main" className="container py-4">
        {children}
      </main>
    </>
  );
}
