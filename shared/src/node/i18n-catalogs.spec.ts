import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { buildReceipt } from '../payments/receipt';
import { renderAccountMail } from './account-mail';
import { errorMessage } from './error-messages';
import { renderReceiptMail } from './payments/receipt-mail';

const sharedRoot = join(__dirname, '..', '..');
const repoRoot = join(sharedRoot, '..');

/**
 * shared/dist as `tsc -b` would write it from today's sources: the JavaScript of every source
 * file (transpiled alone, which is enough to run it) and every other file tsc emits, the JSON
 * catalogs among them, at the places tsc's own reading of tsconfig.build.json gives them.
 */
function emitDist(into: string): void {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(sharedRoot, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config?.options.outDir) throw new Error('shared/tsconfig.build.json has no outDir');
  const outDir = config.options.outDir;
  for (const file of config.fileNames) {
    for (const output of ts.getOutputFileNames(config, file, false)) {
      const target = join(into, relative(outDir, output));
      mkdirSync(dirname(target), { recursive: true });
      if (output.endsWith('.json')) copyFileSync(file, target);
      else if (output.endsWith('.js')) {
        const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
          fileName: file,
          compilerOptions: { ...config.options, module: ts.ModuleKind.CommonJS, sourceMap: false, declaration: false, composite: false },
        });
        writeFileSync(target, outputText);
      }
    }
  }
}

/**
 * The production image's `shared` (deploy/Dockerfile.node): its `COPY --from=build /app/shared/…`
 * lines replayed, with the dist emitted above, and node_modules holding the installed packages
 * but `@amoretto/shared` linked to this copy, as npm links the workspace there. Nothing reaches
 * the checkout's shared/src.
 */
function imageLayout(root: string): void {
  const dockerfile = readFileSync(join(repoRoot, 'deploy', 'Dockerfile.node'), 'utf8');
  const copies = [...dockerfile.matchAll(/^COPY --from=build \/app\/(shared\/\S*) (\S+)$/gm)].map((m) => ({ from: m[1]!, to: m[2]! }));
  expect(copies.map((c) => c.from)).toEqual(expect.arrayContaining(['shared/package.json', 'shared/dist']));
  for (const { from, to } of copies) {
    if (from === 'shared/dist') emitDist(join(root, to));
    else if (from.endsWith('/*.sql')) {
      const folder = dirname(from);
      mkdirSync(join(root, to), { recursive: true });
      for (const name of readdirSync(join(repoRoot, folder)).filter((n) => n.endsWith('.sql')))
        copyFileSync(join(repoRoot, folder, name), join(root, to, name));
    } else {
      const target = to.endsWith('/') ? join(root, to, from.split('/').pop()!) : join(root, to);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(repoRoot, from), target);
    }
  }
  mkdirSync(join(root, 'node_modules', '@amoretto'), { recursive: true });
  for (const name of readdirSync(join(repoRoot, 'node_modules'))) {
    if (name !== '@amoretto' && !name.startsWith('.')) symlinkSync(join(repoRoot, 'node_modules', name), join(root, 'node_modules', name));
  }
  symlinkSync(join(root, 'shared'), join(root, 'node_modules', '@amoretto', 'shared'));
}

const receiptInput = {
  receipt: buildReceipt({
    payment: {
      id: 7,
      status: 'paid',
      paid_at: new Date('2025-03-04T10:00:00Z'),
      tier: 'p1',
      credits: 100,
      method: 'ideal',
      amount_cents: 1995,
      currency: 'EUR',
      refunded_cents: 0,
    },
    memberCountry: 'NL',
    company: {
      name: 'Amoretto Media B.V.',
      address: 'Herengracht 1',
      city: 'Amsterdam',
      country: 'NL',
      kvk: '81493762',
      vat_numbers: { NL: 'NL814937627B01' },
    },
    site: { name: 'Amoretto', domain: 'amoretto.nl' },
  })!,
  locale: 'nl' as const,
  country: 'NL',
  memberName: 'Sanne',
  link: 'https://amoretto.nl/transactions/7',
  supportEmail: 'support@amoretto.nl',
};
const accountMailVars = { name: 'Lukas', site: 'Amoretto', link: 'https://amoretto.de/activate/x' };

describe('the catalogs, read from a built shared as the production image holds it', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'amoretto-image-'));
    imageLayout(root);
  }, 120_000); // transpiling shared takes a while on a busy machine
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('give the same translated error texts and mails as the sources', () => {
    const script = `
      const node = require('@amoretto/shared/node');
      const input = JSON.parse(process.argv[1]);
      process.stdout.write(JSON.stringify({
        error: node.errorMessage('authentication_required', 'de'),
        receipt: node.renderReceiptMail(input.receipt),
        account: node.renderAccountMail('activation', 'de', input.account),
      }));`;
    const out = execFileSync(process.execPath, ['-e', script, JSON.stringify({ receipt: receiptInput, account: accountMailVars })], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    const built = JSON.parse(out) as { error: string; receipt: unknown; account: unknown };

    // The catalog's text, not the bare code a missing catalog would leave.
    expect(built.error).not.toBe('authentication_required');
    expect(built.error).toBe(errorMessage('authentication_required', 'de'));
    expect(built.receipt).toEqual(renderReceiptMail(receiptInput));
    expect(built.account).toEqual(renderAccountMail('activation', 'de', accountMailVars));
  });

  it('hold the database functions’ .sql files where the built migrations look for them', () => {
    // The migrations call functionSql from shared/dist/db/functions (not re-exported by the package).
    const script = `process.stdout.write(require('./shared/dist/db/functions/function-sql.js').functionSql('chat_send'))`;
    const out = execFileSync(process.execPath, ['-e', script], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(out).toBe(readFileSync(join(sharedRoot, 'src', 'db', 'functions', 'chat_send.sql'), 'utf8'));
  });
});
