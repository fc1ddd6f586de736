import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BOOT_HINTS_ID, pageFiles, type BootHints } from '../boot/boot-hints';

// The boot script's hints in the real build (npm test builds the site before Jest runs): every file
// they name exists, so a first visit never preloads a file that answers 404.

const dist = resolve(__dirname, '../../dist');

function builtHints(): { html: string; hints: BootHints } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const json = new RegExp(`<script type="application/json" id="${BOOT_HINTS_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error('index.html has no boot hints: `npm test` builds the site first (npm run build -w frontend)');
  return { html, hints: JSON.parse(json) as BootHints };
}

it('names only files the build wrote, and index.html loads the boot script right after the charset', () => {
  const { html, hints } = builtHints();
  const named = [
    ...hints.files,
    ...Object.values(hints.catalogs).flatMap((parts) => [parts.first, parts.chat, parts.rest]),
    ...hints.consent.scripts,
    ...hints.consent.styles,
  ];
  expect(named.filter((file) => !existsSync(join(dist, file)))).toEqual([]);
  const boot = /<script src="\/(assets\/boot-[\w-]+\.js)"><\/script>/.exec(html);
  expect(boot && existsSync(join(dist, boot[1]!))).toBe(true);
  expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf(BOOT_HINTS_ID));
});

it("knows the first pages' chunks: the home page, the member search and a conversation", () => {
  const { hints } = builtHints();
  for (const path of ['/', '/members', '/chats/12']) expect(pageFiles(hints, path).length).toBeGreaterThan(0);
  // And its stylesheets: /members has one of its own.
  expect(pageFiles(hints, '/members').filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
  expect(Object.keys(hints.catalogs).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl']);
});
