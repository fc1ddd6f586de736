import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// Not from the plugin: that imports Vite, an ES module Jest cannot load.
import { SW_PUSH_FILE } from './sw-push-file';

// The push worker as the build writes it (npm test builds the site before Jest runs): one classic
// script at the root of the site, with its listeners, and nothing of shared but the constants it
// names (a DTO module would bring class-validator into every browser that registers it).

const dist = resolve(__dirname, '../../dist');

it('is one small classic script with the push and click listeners', () => {
  const file = join(dist, SW_PUSH_FILE);
  if (!existsSync(file)) throw new Error(`frontend/dist/${SW_PUSH_FILE} is missing: \`npm test\` builds the site first`);
  const source = readFileSync(file, 'utf8');
  // A worker registered without type "module" cannot import or export.
  expect(source).not.toMatch(/^\s*(import|export)\b/m);
  expect(source).not.toMatch(/\bimport\s*\(/);
  for (const event of ['install', 'activate', 'push', 'notificationclick', 'pushsubscriptionchange']) {
    expect(source).toMatch(new RegExp(`[\`"']${event}[\`"']`));
  }
  expect(source).not.toMatch(/class-validator|IsString|reflect-metadata/);
  expect(Buffer.byteLength(source)).toBeLessThan(8 * 1024);
});
