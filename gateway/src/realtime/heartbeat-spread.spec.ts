import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { installedEngineIoSocket } from './engine-io-test-helpers';
import { spreadHeartbeats } from './heartbeat-spread';

const PING_INTERVAL = 600;
const SOCKETS = 20;

interface EngineEvents {
  on(event: 'packetCreate', listener: (packet: { type: string }) => void): unknown;
}

describe('heartbeat spread', () => {
  it('repeats the first ping of the engine.io version it was written against', () => {
    const { version, source } = installedEngineIoSocket();
    expect(version).toMatch(/^6\.6\./);
    // The ping the replacement sends first, and the pong handling it relies on.
    expect(source).toContain(
      'this.hasRefreshedPingTimeout = false;\n            this.sendPacket("ping");\n            this.resetPingTimeout();',
    );
    expect(source).toContain(
      '(_b = this.pingIntervalTimer) === null || _b === void 0 ? void 0 : _b.refresh();\n                this.emit("heartbeat");',
    );
  });

  describe('sockets that connect together', () => {
    let server: Server;
    let clients: Socket[] = [];
    /** Per server socket: when it opened and when each ping was written (ms). */
    const pings: Array<{ opened: number; at: number[] }> = [];

    beforeAll(async () => {
      spreadHeartbeats();
      spreadHeartbeats(); // installing twice must not wrap twice
      const http = createServer();
      server = new Server(http, { transports: ['websocket'], pingInterval: PING_INTERVAL, pingTimeout: 2_000 });
      server.on('connection', (socket) => {
        const record = { opened: performance.now(), at: [] as number[] };
        pings.push(record);
        (socket.conn as unknown as EngineEvents).on('packetCreate', (packet) => {
          if (packet.type === 'ping') record.at.push(performance.now());
        });
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const { port } = http.address() as AddressInfo;
      clients = Array.from({ length: SOCKETS }, () => io(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false }));
      await Promise.all(clients.map((c) => new Promise<void>((resolve) => c.once('connect', () => resolve()))));
      // Long enough for every socket's first ping and at least three more, even on a busy machine.
      await new Promise((resolve) => setTimeout(resolve, PING_INTERVAL * 5.5));
    });

    afterAll(async () => {
      for (const c of clients) c.disconnect();
      await server.close();
    });

    it('are first pinged at spread points of the first interval, none later than engine.io would', () => {
      expect(pings).toHaveLength(SOCKETS);
      const first = pings.map((p) => p.at[0] - p.opened);
      // (Timers may fire late on a loaded machine, never early.)
      for (const delay of first) expect(delay).toBeLessThanOrEqual(PING_INTERVAL + 250);
      // engine.io alone pings them all one interval after they opened, within a few ms of each other.
      expect(Math.max(...first) - Math.min(...first)).toBeGreaterThan(PING_INTERVAL * 0.4);
    });

    it('then pings each an interval after its pong, and keeps every socket connected', () => {
      for (const { at } of pings) {
        expect(at.length).toBeGreaterThanOrEqual(4);
        for (let i = 1; i < at.length; i++) {
          const gap = at[i] - at[i - 1];
          // Node timers run on the loop's millisecond clock: allow a little early.
          expect(gap).toBeGreaterThanOrEqual(PING_INTERVAL - 5);
          expect(gap).toBeLessThan(PING_INTERVAL * 1.5);
        }
      }
      expect(clients.every((c) => c.connected)).toBe(true);
    });
  });
});
