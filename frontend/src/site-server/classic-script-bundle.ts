import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

/**
 * Bundles one source file into a single classic script (an IIFE), outside the site's own build:
 * for scripts that cannot import the site's chunks (the push worker, index.html's boot script).
 */
export async function bundleClassicScript({ entry, name, minify }: { entry: string; name: string; minify: boolean }): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: {
      alias: { '@amoretto/shared': fileURLToPath(new URL('../../../shared/src/index.ts', import.meta.url)) },
    },
    build: {
      write: false,
      minify,
      sourcemap: false,
      lib: { entry, formats: ['iife'], name, fileName: () => `${name}.js` },
      rolldownOptions: {
        // Only the constants the script names come from shared; its DTO modules (and the
        // class-validator they load) have nothing it runs.
        treeshake: { moduleSideEffects: (id) => id === entry },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the bundle of ${entry} is empty`);
  return chunk.code;
}
