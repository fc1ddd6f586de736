import { test } from '@playwright/test';

/** Time a test may spend on one more page it opens: load it, wait for its data, run axe. */
const PER_PAGE_MS = 30_000;

/**
 * Grows the running test's time budget by one page. Tests that open many pages call it per
 * page: how many pages they open is the product's, how long each takes is the machine's, so
 * a fixed total that holds here runs out on a busier machine.
 */
export function allowOneMorePage(): void {
  test.setTimeout(test.info().timeout + PER_PAGE_MS);
}
