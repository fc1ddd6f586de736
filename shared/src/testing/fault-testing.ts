// Fault-test helpers (tests only): cut a service off, or run a Redis of the test's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a fault test can cut: put it in front of Postgres or Redis, point the app at
 * `port`, then `cut()` makes the service look down (live connections are reset, new ones
 * are closed at once) and `restore()` brings it back. The real service is never touched,
 * so other test files using it go on undisturbed.
 */
export class TcpProxy {
  private readonly open = new Set<Socket>();
  private mode: 'up' | 'down' | 'stalled' = 'up';

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy: TcpProxy | null = null;
    const server = createServer((client) => proxy?.accept(client, target));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    proxy = new TcpProxy(server, (server.address() as AddressInfo).port);
    return proxy;
  }

  /** The service is down: every connection through the proxy is reset, new ones too. */
  cut(): void {
    this.mode = 'down';
    for (const socket of this.open) socket.resetAndDestroy();
    this.open.clear();
  }

  /** The service hangs: new connections are accepted and never answered (live ones go on). */
  stall(): void {
    this.mode = 'stalled';
  }

  restore(): void {
    this.mode = 'up';
  }

  /** A URL like `url` whose host and port are the proxy's. */
  urlFor(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    if (this.mode === 'down') {
      client.resetAndDestroy();
      return;
    }
    if (this.mode === 'stalled') {
      this.open.add(client);
      client.on('error', () => client.destroy());
      client.on('close', () => this.open.delete(client));
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.open.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.open.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  }
}

/** Host and port of a service URL (postgres://…, redis://…). */
export function targetOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/**
 * A Redis of a test's own (`redis-server` child process, nothing saved), for faults that
 * would disturb other test files on the shared Redis: losing its data, or stopping.
 */
export class RedisServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(): Promise<RedisServer> {
    const port = await freePort();
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Ready when it says so on stdout.
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
    });
    child.stdout!.resume();
    return new RedisServer(child, `redis://127.0.0.1:${port}`);
  }

  /** Stops the server (SIGKILL: no goodbye to clients, like a crash). */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    await exited;
  }
}

/**
 * A free TCP port on 127.0.0.1: asked of the OS, or, for a process a test starts on a port
 * of a range of its own (the test stack uses 4000–4099), searched from `from`.
 */
export async function freePort(from?: number, tries = 100): Promise<number> {
  if (from === undefined) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }
  for (let port = from; port < from + tries; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from}`);
}
