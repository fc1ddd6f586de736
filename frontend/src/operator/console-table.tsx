import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

/**
 * A console table that scrolls sideways on a phone. The scrolling box is a labelled region
 * keyboard users can focus and scroll (react-bootstrap's `responsive` wrapper cannot be).
 */
export function ConsoleTable({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    // Focusable: a scrolling region must take focus to be scrolled by keyboard.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={`${label}: table`}>
      <Table size="sm" className="align-middle" data-testid={testId}>
        {children}
      </Table>
    </div>
  );
}
