import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUDGETS, FIRST_PAGES, measurePage, overBudget } from './bundle-budget';

// The weight budget over the real build (npm test builds the site before Jest runs): a change
// that makes a first visit load more than its BUDGETS entry allows fails here, with the numbers.

const dist = resolve(__dirname, '../../dist');

beforeAll(() => {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    throw new Error('frontend/dist/.vite/manifest.json is missing: `npm test` builds the site first (npm run build -w frontend)');
  }
});

it.each(Object.keys(FIRST_PAGES))('a first visit to %s stays within the weight budget', (page) => {
  const weight = measurePage(dist, page);
  expect(overBudget(weight)).toEqual([]);
  // Sanity: the measurement found the app, not an empty set.
  expect(weight.jsGzipBytes).toBeGreaterThan(BUDGETS[page]!.jsGzipBytes / 4);
});
