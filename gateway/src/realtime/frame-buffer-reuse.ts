import { createRequire } from 'node:module';

/** The parts of engine.io's Socket that its flush uses (engine.io 6.6). */
interface EngineSocketInternals {
  readyState: string;
  transport: { writable: boolean; send(packets: unknown[]): void };
  writeBuffer: unknown[];
  packetsFn: unknown[];
  sentCallbackFn: unknown[];
  server: { emit(event: string, ...args: unknown[]): boolean };
  emit(event: string, ...args: unknown[]): boolean;
}

/** The parts of ws's Receiver that its dataMessage uses (ws 8). */
interface ReceiverInternals {
  _fragments: unknown[];
  _binaryType: string;
}

interface Patchable<T> {
  prototype: T & { [PATCHED]?: true };
}

const PATCHED = Symbol('amoretto.frameBufferReuse');

const socketIoRequire = createRequire(require.resolve('socket.io'));
/** The entry files of the engine.io and ws copies Socket.IO itself loads (the ones patched here). */
export const engineIoPath = socketIoRequire.resolve('engine.io');
export const engineWsPath = createRequire(engineIoPath).resolve('ws');
export const engineIo = socketIoRequire(engineIoPath) as { Socket: Patchable<EngineSocketInternals & { flush(): void }> };
export const engineWs = socketIoRequire(engineWsPath) as { Receiver: Patchable<ReceiverInternals & { dataMessage(cb: unknown): void }> };

/**
 * Every packet a socket writes, and every frame it reads, used to end up in V8's old
 * generation and wait there for a full collection; at 2,000 messages a second that was a full
 * collection every few seconds, each stalling sends for up to a second.
 *
 * The cause is one pattern in two libraries: engine.io's flush hands its write buffer to the
 * transport and gives the socket a new empty array, and ws's Receiver does the same with a
 * message's fragments. The socket keeps the new array until its next packet, seconds later on
 * a chat socket, so by then the array lives in the old generation; the packet pushed into it is
 * young. When the array is swapped out again it is garbage, but a scavenge cannot tell a dead
 * old object from a live one: its pointer keeps the packet, and the encoded frame behind it,
 * alive until they are promoted too.
 *
 * Here the socket keeps one array and empties it instead, so nothing old points at what was
 * sent or read. Both methods otherwise do exactly what the libraries' own do; the tests check
 * that the versions these copies were written against are the ones installed.
 */
export function reuseFrameBuffers(): void {
  const socket = engineIo.Socket.prototype;
  if (!socket[PATCHED]) {
    socket[PATCHED] = true;
    socket.flush = function flush(this: EngineSocketInternals): void {
      if (this.readyState === 'closed' || !this.transport.writable || this.writeBuffer.length === 0) return;
      this.emit('flush', this.writeBuffer);
      this.server.emit('flush', this, this.writeBuffer);
      // The transport gets a young array of its own; the socket's array stays and is emptied.
      const packets = this.writeBuffer.splice(0);
      if (this.packetsFn.length) {
        this.sentCallbackFn.push(this.packetsFn);
        this.packetsFn = [];
      } else {
        this.sentCallbackFn.push(null);
      }
      this.transport.send(packets);
      this.emit('drain');
      this.server.emit('drain', this);
    };
  }

  const receiver = engineWs.Receiver.prototype;
  if (!receiver[PATCHED]) {
    receiver[PATCHED] = true;
    const dataMessage = receiver.dataMessage;
    receiver.dataMessage = function emptyingDataMessage(this: ReceiverInternals, cb: unknown): void {
      const fragments = this._fragments;
      dataMessage.call(this, cb);
      // The message has been built from the fragments by now (or, for 'fragments', is the array itself).
      if (this._fragments !== fragments && this._binaryType !== 'fragments') fragments.length = 0;
    };
  }
}
