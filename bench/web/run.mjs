// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the site's first
// pages: `/` as a visitor, `/members` and a conversation as the demo member. Runs against an
// already running site (`npm start`, or `vite preview` of the build) and prints JSON: each page's
// four category scores, its paint and blocking metrics, the audits that cost points and, per run,
// how long the browser held its first paint before showing it.
// Usage: npm run bench:web -- [--base=http://localhost:3000] [--pages=/,/members,conversation]
//          [--runs=3] [--markdown=FILE]
// Chrome is Debian's /usr/bin/chromium (CHROMIUM_PATH overrides), headless, with everything
// that would reach the outside network turned off: the machine has none.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { arg } from '../lib/args.mjs';

const BASE = String(arg('base', process.env.BASE_URL ?? 'http://localhost:3000')).replace(/\/$/, '');
const PAGES = String(arg('pages', '/,/members,conversation')).split(',');
// Lighthouse's scores vary from run to run; each page's median run is reported.
const RUNS = arg('runs', 3);
const MARKDOWN = arg('markdown', '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO = { email: 'demo@amoretto.local', password: 'Amoretto-Demo-2026' };
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const CATEGORIES = Object.keys(GOALS);
const log = (m) => console.error(`[bench:web ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** The demo member's session cookies, from the site's own login call. */
async function demoSession() {
  const response = await fetch(`${BASE}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The path of the demo member's most recent conversation. */
async function conversationPath(cookie) {
  const response = await fetch(`${BASE}/api/chats.php`, { headers: { cookie } });
  if (!response.ok) throw new Error(`listing the demo member's chats failed: ${response.status}`);
  const chats = (await response.json()).chats ?? [];
  if (chats.length === 0) throw new Error('the demo member has no conversation (seed the demo data)');
  return `/chats/${chats[0].conversation.id}`;
}

/** One Lighthouse run of `url`, the cookie sent with every request when given. */
async function audit(port, url, cookie) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  // Audits that cost points (weighted ones scoring under 1), for the report.
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1).map((ref) => `${id}: ${ref.id}`),
  );
  return {
    url: lhr.finalDisplayedUrl,
    scores,
    metrics: {
      firstContentfulPaintMs: ms('first-contentful-paint'),
      largestContentfulPaintMs: ms('largest-contentful-paint'),
      totalBlockingTimeMs: ms('total-blocking-time'),
      cumulativeLayoutShift: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      speedIndexMs: ms('speed-index'),
    },
    transferKiB: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
    firstPaintHoldMs: firstPaintHoldMs(result.artifacts?.Trace),
    failing,
  };
}

/**
 * How long the renderer's first paint waited before it was presented, from the run's trace: the
 * first painted layout object to the first contentful paint, which is stamped at presentation.
 * Headless Chromium sometimes holds that first frame for about a second (GoogleChrome/lighthouse#17148);
 * the simulation then counts every request of that second before the paint (docs/benchmarks.md).
 */
function firstPaintHoldMs(trace) {
  const events = trace?.traceEvents ?? [];
  const earliest = (test) => events.filter(test).reduce((first, e) => (first && first.ts <= e.ts ? first : e), null);
  const contentful = earliest((e) => e.name === 'firstContentfulPaint');
  if (!contentful) return null;
  const painted = earliest(
    (e) => e.name === 'PaintTimingVisualizer::LayoutObjectPainted' && e.pid === contentful.pid && e.ts <= contentful.ts,
  );
  return painted ? Math.round((contentful.ts - painted.ts) / 1000) : null;
}

const median = (runs) => [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];

async function main() {
  log(`site ${BASE}, ${RUNS} run(s) per page`);
  const needsLogin = PAGES.some((page) => page !== '/');
  const cookie = needsLogin ? await demoSession() : '';
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-default-apps',
    ],
  });
  const pages = [];
  try {
    for (const page of PAGES) {
      // One page failing (the site restarting, no demo data) still reports the others.
      try {
        const path = page === 'conversation' ? await conversationPath(cookie) : page;
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          runs.push(await audit(chrome.port, `${BASE}${path}`, page === '/' ? '' : cookie));
          log(`${path} run ${i + 1}: ${JSON.stringify(runs.at(-1).scores)}, first paint held ${runs.at(-1).firstPaintHoldMs} ms`);
        }
        pages.push({
          page: path,
          ...median(runs),
          performanceRuns: runs.map((run) => run.scores.performance),
          firstPaintHoldRunsMs: runs.map((run) => run.firstPaintHoldMs),
        });
      } catch (err) {
        log(`${page}: ${err instanceof Error ? err.message : String(err)}`);
        pages.push({ page, error: err instanceof Error ? err.message : String(err) });
      }
    }
  } finally {
    await chrome.kill();
  }
  const meetsGoals = pages.every((page) => page.scores && CATEGORIES.every((id) => page.scores[id] >= GOALS[id]));
  const report = {
    base: BASE,
    preset: 'mobile (Lighthouse default)',
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    runs: RUNS,
    goals: GOALS,
    meetsGoals,
    pages,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (MARKDOWN) writeFileSync(MARKDOWN, markdown(report));
  if (pages.some((page) => page.error)) process.exitCode = 1;
}

function markdown(report) {
  const rows = report.pages
    .filter((p) => p.scores)
    .map(
      (p) =>
        `| \`${p.page}\` | ${CATEGORIES.map((id) => p.scores[id]).join(' | ')} | ${(p.metrics.firstContentfulPaintMs / 1000).toFixed(1)} s | ${(p.metrics.largestContentfulPaintMs / 1000).toFixed(1)} s | ${p.metrics.totalBlockingTimeMs} ms | ${p.metrics.cumulativeLayoutShift} | ${p.transferKiB} KiB |`,
    );
  return [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
