import { engineIo } from './frame-buffer-reuse';

/** The parts of engine.io's Socket that its heartbeat uses (engine.io 6.6, protocol v4). */
interface HeartbeatInternals {
  server: { opts: { pingInterval: number } };
  pingIntervalTimer: NodeJS.Timeout | null;
  hasRefreshedPingTimeout: boolean;
  sendPacket(type: 'ping'): void;
  resetPingTimeout(): void;
  once(event: 'heartbeat', listener: () => void): unknown;
}

type SchedulePing = (this: HeartbeatInternals) => void;

const PATCHED = Symbol('amoretto.heartbeatSpread');
const socketPrototype = engineIo.Socket.prototype as unknown as { schedulePing: SchedulePing; [PATCHED]?: true };

/**
 * engine.io pings every socket `pingInterval` after it opened, then `pingInterval` after each
 * pong, so sockets that connect together are pinged together for as long as they live. After a
 * gateway restart or a network blip, every member's socket reconnects within seconds, and from
 * then on the gateway wrote thousands of pings and read thousands of pongs in the same few
 * seconds of every interval: at 5,000 sockets, a burst of some 1,300 extra frames a second for
 * 4 s, on top of the chat traffic, that stalled sends for up to a second.
 *
 * Here a socket's first ping comes at a random point of its first interval instead of at its
 * end; every later one is engine.io's own (an interval after the pong). The pings of sockets
 * that connected together spread over the whole interval and stay spread, and no socket waits
 * longer than before for its first ping (the client's deadline is interval + timeout). The
 * three statements of the first ping are engine.io's; the test checks the installed version.
 */
export function spreadHeartbeats(): void {
  if (socketPrototype[PATCHED]) return;
  socketPrototype[PATCHED] = true;
  const schedulePing = socketPrototype.schedulePing;
  socketPrototype.schedulePing = function schedulePingSpread(this: HeartbeatInternals): void {
    const interval = this.server.opts.pingInterval;
    this.pingIntervalTimer = setTimeout(
      () => {
        this.hasRefreshedPingTimeout = false;
        this.sendPacket('ping');
        this.resetPingTimeout();
        // engine.io's pong handler refreshes pingIntervalTimer (none until then), then emits 'heartbeat'.
        this.pingIntervalTimer = null;
        this.once('heartbeat', () => schedulePing.call(this));
      },
      1 + Math.floor(Math.random() * interval),
    );
  };
}
