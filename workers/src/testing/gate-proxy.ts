import { connect, createServer, type Server, type Socket } from 'node:net';

/** One connection through the gate: the client's socket and the one to the real server. */
export class GateLink {
  private held: boolean;
  private readonly toServer: Buffer[] = [];
  private readonly toClient: Buffer[] = [];
  closed = false;

  constructor(
    readonly client: Socket,
    readonly server: Socket,
    held: boolean,
  ) {
    this.held = held;
    client.on('data', (chunk: Buffer) => (this.held ? this.toServer.push(chunk) : server.write(chunk)));
    server.on('data', (chunk: Buffer) => (this.held ? this.toClient.push(chunk) : client.write(chunk)));
    // Either side gone: the other goes too, dropping what was held (as a dead peer would).
    const end = () => {
      this.closed = true;
      client.destroy();
      server.destroy();
    };
    for (const socket of [client, server]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  }

  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    for (const chunk of this.toServer.splice(0)) this.server.write(chunk);
    for (const chunk of this.toClient.splice(0)) this.client.write(chunk);
  }
}

/**
 * A TCP proxy in front of a real server (Redis, SMTP) whose traffic a test can hold and let
 * through, connection by connection: a network fault at a chosen moment, not a mock.
 */
export class GateProxy {
  readonly links: GateLink[] = [];
  private holdNew: boolean;

  private constructor(
    private readonly server: Server,
    holdNew: boolean,
  ) {
    this.holdNew = holdNew;
  }

  static async start(target: { host: string; port: number }, options: { hold: boolean }): Promise<GateProxy> {
    const proxy: GateProxy = new GateProxy(
      createServer((client) => proxy.links.push(new GateLink(client, connect(target.port, target.host), proxy.holdNew))),
      options.hold,
    );
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('the gate proxy is not listening');
    return address.port;
  }

  /** Holds every connection, open and future. */
  hold(): void {
    this.holdNew = true;
    for (const link of this.links) link.hold();
  }

  async close(): Promise<void> {
    for (const link of this.links) {
      link.client.destroy();
      link.server.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
