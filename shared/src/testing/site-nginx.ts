// The site's nginx (deploy/nginx.conf with the cluster's upstreams, deploy/k8s/base/site-upstreams.conf)
// in front of local app processes, for the rollout tests. Tests only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLIENT_HEADER } from '../constants';
import { freePort } from './fault-testing';

const repo = resolve(__dirname, '../../..');

export interface SiteUpstreams {
  backend: number[];
  gateway: number[];
}

/** Replaces each `from` once; a deploy file that no longer contains one fails the test loudly. */
function replaceAll(text: string, file: string, replacements: Array<[string | RegExp, string]>): string {
  let out = text;
  for (const [from, to] of replacements) {
    const next = out.replace(from, to);
    if (next === out) throw new Error(`${file} no longer contains ${String(from)}`);
    out = next;
  }
  return out;
}

function upstreamsConfig(upstreams: SiteUpstreams): string {
  const servers = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port};`).join('\n    ');
  const file = 'deploy/k8s/base/site-upstreams.conf';
  return replaceAll(readFileSync(join(repo, file), 'utf8'), file, [
    ['server backend:3001;', servers(upstreams.backend)],
    ['server gateway:3002;', servers(upstreams.gateway)],
    // Never asked in these tests; the discard port refuses.
    ['server workers:3003;', 'server 127.0.0.1:9;'],
  ]);
}

function siteConfig(port: number, work: string, upstreams: SiteUpstreams, version: number, cdn: string): string {
  const file = 'deploy/nginx.conf';
  return replaceAll(readFileSync(join(repo, file), 'utf8'), file, [
    ['listen 8080;', `listen 127.0.0.1:${port};`],
    ['root /usr/share/nginx/html;', `root ${work};`],
    ['include /etc/nginx/amoretto/upstreams.conf;', upstreamsConfig(upstreams)],
    ['include /etc/nginx/amoretto/cdn.conf;', cdn],
    [/\/etc\/nginx\/amoretto\/security-headers\.conf/g, join(repo, 'deploy', 'security-headers.conf')],
    ['include /etc/nginx/amoretto/brotli-static*.conf;', ''],
    ['/var/log/nginx/access.log', join(work, 'access.log')],
    // Tells the test which configuration answers (reload()).
    ['server_name _;', `server_name _;\n    location = /__config-version { return 200 "${version}"; }`],
  ]);
}

function mainConfig(work: string): string {
  // Notices too: reload() reads when the old worker stops taking connections.
  return `pid ${work}/nginx.pid;
error_log ${work}/error.log notice;
worker_processes 1;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`;
}

/** A GET on a connection of its own: status and body, or null when nothing answered. */
export function getOnce(
  url: string,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> } | null> {
  return new Promise((done) => {
    const req = request(url, { agent: false, headers: { Connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', () => done(null));
    });
    req.on('error', () => done(null));
    req.end();
  });
}

/**
 * One request as a member's browser makes it through the site: a connection of its own (not a
 * pool's), the site's host, the session cookie and client header; status 0 when nothing answered.
 */
export function memberRequestOnce(
  url: string,
  { method, host, cookie, body }: { method: 'GET' | 'POST'; host: string; cookie: string; body?: unknown },
): Promise<{ status: number; body: string }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        timeout: 30_000,
        headers: {
          Host: host,
          Cookie: cookie,
          [CLIENT_HEADER]: '1',
          Connection: 'close',
          ...(data ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(data)) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
        res.on('error', () => done({ status: 0, body: '' }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => done({ status: 0, body: '' }));
    req.end(data);
  });
}

/** Waits (polling) until `check` holds, failing after `timeoutMs`. */
export async function pollUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The site server as the cluster runs it, proxying to local processes. `reload()` points it at
 * other upstreams the way a proxy follows readiness (an endpoint that fails /health leaves).
 */
export class SiteNginx {
  private version = 1;

  private constructor(
    private readonly process: ChildProcess,
    private readonly work: string,
    readonly port: number,
    private readonly cdn: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** `options.cdn`: the /cdn/ part of the server (deploy/nginx-cdn.conf, the image's, unless given). */
  static async start(upstreams: SiteUpstreams, options: { cdn?: string } = {}): Promise<SiteNginx> {
    const bin = process.env.NGINX_BIN;
    if (!bin) throw new Error('NGINX_BIN is not set: run the tests with `npm test`, which finds or unpacks nginx');
    const work = mkdtempSync(join(tmpdir(), 'amoretto-site-nginx-'));
    const port = await freePort();
    const cdn = options.cdn ?? readFileSync(join(repo, 'deploy', 'nginx-cdn.conf'), 'utf8');
    writeFileSync(join(work, 'site.conf'), siteConfig(port, work, upstreams, 1, cdn));
    writeFileSync(join(work, 'nginx.conf'), mainConfig(work));
    // A master process (daemon off keeps it our child): a reload then swaps its workers gracefully.
    const child = spawn(bin, ['-p', work, '-e', join(work, 'error.log'), '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    const nginx = new SiteNginx(child, work, port, cdn);
    await pollUntil('nginx to answer', async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(join(work, 'error.log'), 'utf8')}`);
      return (await getOnce(`${nginx.url}/__config-version`))?.body === '1';
    });
    return nginx;
  }

  /** New upstreams; resolves once new connections are served by the new configuration. */
  async reload(upstreams: SiteUpstreams): Promise<void> {
    this.version += 1;
    const version = String(this.version);
    writeFileSync(join(this.work, 'site.conf'), siteConfig(this.port, this.work, upstreams, this.version, this.cdn));
    const shutDown = () => this.errorLog().split('gracefully shutting down').length - 1;
    const before = shutDown();
    this.process.kill('SIGHUP');
    await pollUntil('nginx to reload', async () => (await getOnce(`${this.url}/__config-version`))?.body === version);
    // The old worker keeps accepting until it is told to shut down (then it closes its listening socket at once).
    await pollUntil('the old nginx worker to stop accepting', () => shutDown() > before);
  }

  errorLog(): string {
    return readFileSync(join(this.work, 'error.log'), 'utf8');
  }

  async close(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) {
      const exited = new Promise((done) => this.process.once('exit', done));
      this.process.kill('SIGTERM');
      await exited;
    }
    rmSync(this.work, { recursive: true, force: true });
  }
}
