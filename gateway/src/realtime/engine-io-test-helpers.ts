import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { engineIoPath } from './frame-buffer-reuse';

/**
 * The version and the Socket source of the engine.io copy the gateway patches: the tests of
 * each replacement check that the code it repeats is still what is installed.
 */
export function installedEngineIoSocket(): { version: string; source: string } {
  const root = join(dirname(engineIoPath), '..');
  return {
    version: (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version,
    source: readFileSync(join(root, 'build', 'socket.js'), 'utf8'),
  };
}
