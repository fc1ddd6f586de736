import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';

// Redis as production runs it, started by a test on this machine: a primary with a replica
// and a Sentinel, or a three-primary Cluster. Real redis-server processes (Redis ≥ 7 for
// sharded pub/sub) in a temporary directory of their own, on ports the OS hands out, stopped
// and removed by stop().

const HOST = '127.0.0.1';
/** Bound on waiting for a server or the cluster to come up (a busy CI machine). */
const UP_WITHIN_MS = 30_000;

/** Free ports, all held until every one is found so none is handed out twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, HOST, () => resolve()));
      servers.push(server);
    }
    return servers.map((server) => (server.address() as { port: number }).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** Polls `check` until it holds; fails after `withinMs` saying what was awaited. */
export async function until(check: () => Promise<boolean>, what: string, withinMs = UP_WITHIN_MS): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One command on a one-off connection that neither retries nor queues. */
export async function redisCommand(port: number, command: string, ...args: string[]): Promise<unknown> {
  const client = new Redis({
    host: HOST,
    port,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.call(command, ...args);
  } finally {
    client.disconnect();
  }
}

class RedisProcesses {
  private readonly children: ChildProcess[] = [];
  /** The server now on each port, and the arguments it was started with (for a restart). */
  private readonly byPort = new Map<number, { child: ChildProcess; args: string[] }>();
  readonly dir = mkdtempSync(join(tmpdir(), 'amoretto-redis-'));
  private readonly onExit = () => this.children.forEach((child) => child.kill('SIGKILL'));

  constructor() {
    // Jest may end the process (--forceExit) before afterAll: no server outlives it.
    process.once('exit', this.onExit);
  }

  async start(port: number, args: string[]): Promise<void> {
    const child = spawn(
      'redis-server',
      [...args, '--port', String(port), '--bind', HOST, '--dir', this.dir, '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    this.children.push(child);
    this.byPort.set(port, { child, args });
    let exit: Error | null = null;
    child.once('error', (error) => (exit = error));
    child.once('exit', (code) => (exit = new Error(`redis-server on port ${port} exited (${code})`)));
    await until(async () => {
      if (exit) throw exit;
      return (await redisCommand(port, 'PING')) === 'PONG';
    }, `redis-server on port ${port}`).catch((error: unknown) => {
      throw exit ?? error;
    });
  }

  /** Sends a signal to the server on `port`; for SIGKILL, resolves once it has exited. */
  async signal(port: number, signal: 'SIGSTOP' | 'SIGCONT' | 'SIGKILL'): Promise<void> {
    const { child } = this.byPort.get(port)!;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    if (signal === 'SIGKILL') await exited;
  }

  /** Starts the server on `port` again, with the arguments it had. */
  restart(port: number): Promise<void> {
    return this.start(port, this.byPort.get(port)!.args);
  }

  async stop(): Promise<void> {
    process.removeListener('exit', this.onExit);
    await Promise.all(
      this.children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGKILL');
        return exited;
      }),
    );
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A primary, one replica and one Sentinel watching them (quorum 1: enough for SENTINEL FAILOVER). */
export class SentinelSetup {
  static readonly NAME = 'amoretto';

  private constructor(
    private readonly processes: RedisProcesses,
    readonly primaryPort: number,
    readonly replicaPort: number,
    readonly sentinelPort: number,
  ) {}

  /** redis+sentinel:// URL of database `db` behind this Sentinel. */
  url(db = 0): string {
    return `redis+sentinel://${HOST}:${this.sentinelPort}/${SentinelSetup.NAME}/${db}`;
  }

  static async start(): Promise<SentinelSetup> {
    const processes = new RedisProcesses();
    const [primary, replica, sentinel] = await freePorts(3);
    const setup = new SentinelSetup(processes, primary!, replica!, sentinel!);
    try {
      await processes.start(primary!, []);
      await processes.start(replica!, ['--replicaof', HOST, String(primary)]);
      await until(
        async () => String(await redisCommand(replica!, 'INFO', 'replication')).includes('master_link_status:up'),
        'the replica in sync',
      );
      const conf = join(processes.dir, 'sentinel.conf');
      writeFileSync(
        conf,
        [
          `sentinel monitor ${SentinelSetup.NAME} ${HOST} ${primary} 1`,
          // Long enough that a busy machine never makes it fail over by itself; the tests ask for it.
          `sentinel down-after-milliseconds ${SentinelSetup.NAME} 10000`,
          `sentinel failover-timeout ${SentinelSetup.NAME} 10000`,
          '',
        ].join('\n'),
      );
      await processes.start(sentinel!, [conf, '--sentinel']);
      await until(async () => (await setup.replicasKnown()) > 0, 'the Sentinel to know the replica');
      return setup;
    } catch (error) {
      await processes.stop();
      throw error;
    }
  }

  /** The port of the primary the Sentinel names now. */
  async currentPrimaryPort(): Promise<number> {
    const [, port] = (await redisCommand(this.sentinelPort, 'SENTINEL', 'get-master-addr-by-name', SentinelSetup.NAME)) as [string, string];
    return Number(port);
  }

  private async replicasKnown(): Promise<number> {
    const replicas = (await redisCommand(this.sentinelPort, 'SENTINEL', 'replicas', SentinelSetup.NAME)) as string[][];
    return replicas.filter((fields) => {
      const flags = fields[fields.indexOf('flags') + 1] ?? '';
      return flags === 'slave';
    }).length;
  }

  /** Promotes the replica (SENTINEL FAILOVER) and waits until the Sentinel names it, it answers as primary and the old one follows it. */
  async failover(): Promise<number> {
    const before = await this.currentPrimaryPort();
    // Refused (NOGOODSLAVE) while the Sentinel's view of the replica is not fresh enough: asked again.
    await until(
      async () => (await redisCommand(this.sentinelPort, 'SENTINEL', 'FAILOVER', SentinelSetup.NAME)) === 'OK',
      'the Sentinel to start a failover',
    );
    const after = before === this.primaryPort ? this.replicaPort : this.primaryPort;
    await until(async () => (await this.currentPrimaryPort()) === after, 'the Sentinel to name the new primary');
    await until(async () => ((await redisCommand(after, 'ROLE')) as unknown[])[0] === 'master', 'the new primary to take writes');
    // Until the old primary is made a replica it still takes writes (lost with it, as in any failover).
    await until(async () => ((await redisCommand(before, 'ROLE')) as unknown[])[0] === 'slave', 'the old primary to become a replica');
    return after;
  }

  stop(): Promise<void> {
    return this.processes.stop();
  }
}

const run = promisify(execFile);

/** Three primaries with the 16,384 slots split between them, no replicas. */
export class ClusterSetup {
  private constructor(
    private readonly processes: RedisProcesses,
    readonly ports: number[],
  ) {}

  url(): string {
    return `redis+cluster://${this.ports.map((port) => `${HOST}:${port}`).join(',')}`;
  }

  static async start(): Promise<ClusterSetup> {
    const processes = new RedisProcesses();
    const ports = await freePorts(6);
    const nodes = ports.slice(0, 3);
    try {
      for (const [i, port] of nodes.entries()) {
        await processes.start(port, [
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          join(processes.dir, `nodes-${port}.conf`),
          // Ports from the OS may be above 55535, where the default bus port (+10000) cannot be.
          '--cluster-port',
          String(ports[3 + i]),
          '--cluster-node-timeout',
          '5000',
        ]);
      }
      await run('redis-cli', [
        '--cluster',
        'create',
        ...nodes.map((port) => `${HOST}:${port}`),
        '--cluster-replicas',
        '0',
        '--cluster-yes',
      ]);
      for (const port of nodes) {
        await until(
          async () => String(await redisCommand(port, 'CLUSTER', 'INFO')).includes('cluster_state:ok'),
          `cluster node ${port} ready`,
        );
      }
      return new ClusterSetup(processes, nodes);
    } catch (error) {
      await processes.stop();
      throw error;
    }
  }

  /** The port of the primary that serves `key` (a key or a sharded channel). */
  async primaryFor(key: string): Promise<number> {
    const port = this.ports[0]!;
    const slot = Number(await redisCommand(port, 'CLUSTER', 'KEYSLOT', key));
    const ranges = (await redisCommand(port, 'CLUSTER', 'SLOTS')) as [number, number, [string, number]][];
    const range = ranges.find(([first, last]) => first <= slot && slot <= last);
    if (!range) throw new Error(`no primary serves slot ${slot}`);
    return Number(range[2][1]);
  }

  /** Freezes the primary on `port` (SIGSTOP): it takes connections' bytes but answers nothing. */
  pause(port: number): Promise<void> {
    return this.processes.signal(port, 'SIGSTOP');
  }

  /** Kills the primary on `port`, frozen or not, as a crash would: its connections close. */
  kill(port: number): Promise<void> {
    return this.processes.signal(port, 'SIGKILL');
  }

  /** Starts a killed primary again: from its cluster config file it takes back its node id and slots. */
  async restart(port: number): Promise<void> {
    await this.processes.restart(port);
    await until(async () => String(await redisCommand(port, 'CLUSTER', 'INFO')).includes('cluster_state:ok'), `cluster node ${port} back`);
  }

  stop(): Promise<void> {
    return this.processes.stop();
  }
}
