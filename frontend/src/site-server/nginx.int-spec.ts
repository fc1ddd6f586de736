import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { SECURITY_HEADERS } from './security-headers';
import { SITE_ROUTES, siteRoutePattern } from './site-routes';

// deploy/nginx-main.conf and deploy/nginx.conf, the site image's configs, run for real
// (Debian's nginx and brotli_static module, as the image installs them; see
// scripts/lib/install.mjs) against the built app, with the upstreams pointed at a local
// stand-in: the headers on every answer, 200 for the app's routes, 404 with the app's
// not-found page for anything else, the precompressed copies.

const repo = resolve(__dirname, '../../..');
const dist = join(repo, 'frontend', 'dist');
const work = mkdtempSync(join(tmpdir(), 'amoretto-nginx-'));
let nginx: ChildProcess;
let upstream: Server;
let base = '';

/** deploy/nginx-upstreams.conf with every app at the local stand-in; each must be found. */
function upstreams(upstreamPort: number): string {
  const replacements: [string | RegExp, string][] = [
    ['server backend:3001;', `server 127.0.0.1:${upstreamPort};`],
    ['server workers:3003;', `server 127.0.0.1:${upstreamPort};`],
    [/ip_hash;\s*server gateway-a:3002;\s*server gateway-b:3002;/, `server 127.0.0.1:${upstreamPort};`],
  ];
  let config = readFileSync(join(repo, 'deploy', 'nginx-upstreams.conf'), 'utf8');
  for (const [from, to] of replacements) {
    const next = config.replace(from, to);
    if (next === config) throw new Error(`deploy/nginx-upstreams.conf no longer contains ${String(from)}`);
    config = next;
  }
  return config;
}

/** The deploy config with only the machine-specific parts replaced; each must be found. */
function siteConfig(port: number, upstreamPort: number): string {
  const replacements: [string | RegExp, string][] = [
    ['listen 8080;', `listen 127.0.0.1:${port};`],
    ['root /usr/share/nginx/html;', `root ${dist};`],
    ['include /etc/nginx/amoretto/upstreams.conf;', upstreams(upstreamPort)],
    ['include /etc/nginx/amoretto/cdn.conf;', readFileSync(join(repo, 'deploy', 'nginx-cdn.conf'), 'utf8')],
    [/\/etc\/nginx\/amoretto\/security-headers\.conf/g, join(repo, 'deploy', 'security-headers.conf')],
    ['/etc/nginx/amoretto/brotli-static*.conf', join(repo, 'deploy', 'brotli-static.conf')],
    ['/var/log/nginx/access.log', join(work, 'access.log')],
  ];
  let config = readFileSync(join(repo, 'deploy', 'nginx.conf'), 'utf8');
  for (const [from, to] of replacements) {
    const next = config.replace(from, to);
    if (next === config) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`);
    config = next;
  }
  return config;
}

/** The image's main config with its paths moved into the test's directory; each must be found. */
function mainConfig(brotliModule: string): string {
  // /tmp first: the test's own directory is under it too.
  const replacements: [string | RegExp, string][] = [
    [/\/tmp\//g, `${work}/`],
    ['include /etc/nginx/modules-enabled/*.conf;', `load_module ${brotliModule};`],
    [
      'include /etc/nginx/mime.types;',
      'types { text/html html; text/javascript js; text/css css; image/svg+xml svg; application/manifest+json webmanifest; }',
    ],
    ['include /etc/nginx/conf.d/*.conf;', `include ${join(work, 'site.conf')};`],
  ];
  let config = readFileSync(join(repo, 'deploy', 'nginx-main.conf'), 'utf8');
  for (const [from, to] of replacements) {
    const next = config.replace(from, to);
    if (next === config) throw new Error(`deploy/nginx-main.conf no longer contains ${String(from)}`);
    config = next;
  }
  return config;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

async function waitForPort(port: number, exited: () => boolean): Promise<void> {
  for (;;) {
    if (exited()) throw new Error(`nginx exited: ${readFileSync(join(work, 'error.log'), 'utf8')}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        done(true);
      });
      socket.on('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  const bin = process.env.NGINX_BIN;
  if (!bin) throw new Error('NGINX_BIN is not set: run the tests with `npm test`, which finds or unpacks nginx');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('frontend/dist is missing: `npm test` builds it first');
  upstream = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json', 'x-upstream': 'stand-in' });
    res.end('{"error":{"code":"not_found","message":"Not found"}}');
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const port = await freePort();
  writeFileSync(join(work, 'site.conf'), siteConfig(port, (upstream.address() as AddressInfo).port));
  // Debian's layout: modules in ../lib/nginx/modules beside sbin (scripts/lib/install.mjs unpacks both).
  const brotliModule = join(dirname(dirname(bin)), 'lib', 'nginx', 'modules', 'ngx_http_brotli_static_module.so');
  writeFileSync(join(work, 'nginx.conf'), mainConfig(brotliModule));
  let exited = false;
  nginx = spawn(bin, ['-p', work, '-e', join(work, 'error.log'), '-c', join(work, 'nginx.conf'), '-g', 'daemon off; master_process off;'], {
    stdio: 'ignore',
  });
  nginx.on('exit', () => (exited = true));
  await waitForPort(port, () => exited);
  base = `http://127.0.0.1:${port}`;
}, 30_000);

afterAll(async () => {
  // Gone before its directory is removed, so it cannot write into it again.
  if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
    const exited = new Promise((done) => nginx.once('exit', done));
    nginx.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((done) => (upstream ? upstream.close(() => done()) : done()));
  rmSync(work, { recursive: true, force: true });
});

/** A GET with this Accept-Encoding, the body as sent (not decoded). */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    }).on('error', fail);
  });
}

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, response.headers.get(name)]).toEqual([name, value]);
}

/**
 * Paths the route would match: each `$param` becomes a plausible value (a login link's token its
 * 43 characters, any other a number), an optional `{-$param}` is given and left out.
 */
const samplePaths = (route: string): string[] => [
  ...new Set(
    [route.replace(/\{-\$[^}]+\}/g, '7'), route.replace(/\/\{-\$[^}]+\}/g, '')].map((path) =>
      path.replace(/\$token\b/g, 'x'.repeat(43)).replace(/\$[^/]+/g, '7'),
    ),
  ),
];

it('is what the site image runs: Debian nginx with the brotli module, these configs where they include each other, never root', () => {
  // No Docker engine in the test run: the Dockerfile is held to the files and paths this test runs.
  const dockerfile = readFileSync(join(repo, 'deploy', 'Dockerfile.frontend'), 'utf8');
  const image = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  expect(image).toMatch(/^\nFROM debian:bookworm-slim\n/);
  expect(image).toMatch(/apt-get install [^\n]*\bnginx libnginx-mod-http-brotli-static\b/);
  for (const copy of [
    'COPY deploy/nginx-main.conf /etc/nginx/nginx.conf',
    'COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf',
    'COPY deploy/nginx-upstreams.conf /etc/nginx/amoretto/upstreams.conf',
    'COPY deploy/security-headers.conf /etc/nginx/amoretto/security-headers.conf',
    'COPY deploy/brotli-static.conf /etc/nginx/amoretto/brotli-static.conf',
    'COPY deploy/nginx-cdn.conf /etc/nginx/amoretto/cdn.conf',
    'COPY --from=build /app/frontend/dist /usr/share/nginx/html',
  ])
    expect(image).toContain(copy);
  expect(image).toMatch(/\nUSER www-data\n/);
  const port = /listen (\d+);/.exec(readFileSync(join(repo, 'deploy', 'nginx.conf'), 'utf8'))?.[1];
  expect(Number(port)).toBeGreaterThanOrEqual(1024);
  expect(image).toContain(`EXPOSE ${port}`);
  expect(readFileSync(join(repo, 'docker-compose.yml'), 'utf8')).toContain(`"127.0.0.1:8080:${port}"`);
});

it('uses the route pattern of the app', () => {
  expect(readFileSync(join(repo, 'deploy', 'nginx.conf'), 'utf8')).toContain(`location ~ "${siteRoutePattern()}"`);
});

it('answers every route of the app with the app shell, 200 and the security headers', async () => {
  for (const sample of SITE_ROUTES.flatMap(samplePaths)) {
    for (const path of new Set([sample, sample.replace(/\/$/, '') || '/'])) {
      const response = await fetch(`${base}${path}?from=test`, { redirect: 'manual' });
      expect([path, response.status]).toEqual([path, 200]);
      expectSecurityHeaders(response);
      expect(await response.text()).toContain('<div id="root">');
    }
  }
});

it("answers a path no route matches with the app's not-found page and 404", async () => {
  for (const path of [
    '/no-such-page',
    '/members/7/photos',
    '/pages',
    '/settings/account/more',
    '/wp-login.php',
    '/credits/07',
    '/members/+7',
  ]) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect([path, response.status]).toEqual([path, 404]);
    expectSecurityHeaders(response);
    expect(await response.text()).toContain('<div id="root">');
  }
});

it('serves built files with the headers, bundles as immutable', async () => {
  const bundle = readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'))!;
  const asset = await fetch(`${base}/assets/${bundle}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toContain('immutable');
  expectSecurityHeaders(asset);
  const icon = await fetch(`${base}/favicon.svg`);
  expect(icon.status).toBe(200);
  expectSecurityHeaders(icon);
  expect((await fetch(`${base}/assets/missing-file.js`)).status).toBe(404);
});

it('serves the push worker at the root as a script, always revalidated', async () => {
  // A cached worker would keep an old version handling pushes and clicks (docs/product.md#push).
  const worker = await fetch(`${base}/sw-push.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expectSecurityHeaders(worker);
});

it("serves the build's brotli and gzip copies to browsers that take them, plain files to others", async () => {
  const bundle = readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js') && existsSync(join(dist, 'assets', `${name}.br`)))!;
  const plain = readFileSync(join(dist, 'assets', bundle));
  const cases: [string, string | null, Buffer][] = [
    ['gzip, deflate, br', 'br', readFileSync(join(dist, 'assets', `${bundle}.br`))],
    ['gzip, deflate', 'gzip', readFileSync(join(dist, 'assets', `${bundle}.gz`))],
    ['identity', null, plain],
  ];
  for (const [accept, encoding, body] of cases) {
    // node:http, not fetch: fetch would decode the body and hide what was sent.
    const answer = await rawGet(`${base}/assets/${bundle}`, accept);
    expect([accept, answer.status, answer.headers['content-encoding'] ?? null]).toEqual([accept, 200, encoding]);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.equals(body)).toBe(true);
  }
  const shell = await rawGet(`${base}/members`, 'br');
  expect([shell.status, shell.headers['content-encoding'], shell.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
});

it("passes the API's own answers through, a 404 included", async () => {
  const response = await fetch(`${base}/api/no-such-call`);
  expect(response.status).toBe(404);
  expect(response.headers.get('x-upstream')).toBe('stand-in');
  expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
});
