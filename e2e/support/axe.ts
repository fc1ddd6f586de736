// Accessibility check the browser tests run on each page they visit: axe-core with the
// WCAG 2.x A and AA rules plus axe's best practices (heading order, landmarks), which
// Lighthouse's accessibility score counts too. A failure lists every broken rule with the
// elements that break it, so the report alone says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until no finite animation or transition has run for a moment: colour contrast measured
 * halfway through a dialog's fade-in (its backdrop still blending in) is a measurement of the
 * animation, not of the page, and a dialog whose code loads on opening may start fading in just
 * after the page looks ready. Endless animations (spinners) are left out.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    delete (window as { axeQuietSince?: number }).axeQuietSince;
  });
  await page.waitForFunction(
    () => {
      const state = window as { axeQuietSince?: number };
      const moving = document
        .getAnimations()
        .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
      if (moving) {
        delete state.axeQuietSince;
        return false;
      }
      state.axeQuietSince ??= performance.now();
      return performance.now() - state.axeQuietSince >= 300;
    },
    undefined,
    { polling: 50 },
  );
}

/** Readable lines, one per violation: rule, impact, help text, then each offending element. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '')
        .split('\n')
        .slice(1, 3)
        .map((line) => line.trim())
        .join(' ');
      return `    ${node.target.join(' ')}  ${why}`;
    });
    return `${violation.id} (${violation.impact ?? 'n/a'}, ${violation.nodes.length}): ${violation.help}\n${nodes.join('\n')}`;
  });
}

/** Fails the test with the list of axe violations on the page as it is now. */
export async function expectAccessible(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}
