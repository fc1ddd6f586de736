import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { installedEngineIoSocket } from './engine-io-test-helpers';
import { engineIo, engineWs, engineWsPath, reuseFrameBuffers } from './frame-buffer-reuse';

interface EngineInternals {
  writeBuffer: unknown[];
  transport: { socket: { _receiver: { _fragments: unknown[] } } };
}

const engineOf = (socket: ServerSocket) => socket.conn as unknown as EngineInternals;

describe('frame buffer reuse', () => {
  it('replaces methods of the library versions it was written against', () => {
    // The replacement flush repeats engine.io's own; an upgrade must be looked at, not trusted.
    const { version, source: flushSource } = installedEngineIoSocket();
    expect(version).toMatch(/^6\.6\./);
    expect(flushSource).toContain('const wbuf = this.writeBuffer;\n            this.writeBuffer = [];');
    expect(flushSource).toContain('this.transport.send(wbuf);');

    expect(JSON.parse(readFileSync(join(dirname(engineWsPath), 'package.json'), 'utf8')).version).toMatch(/^8\./);
    expect(readFileSync(join(dirname(engineWsPath), 'lib', 'receiver.js'), 'utf8')).toContain('const fragments = this._fragments;');
    expect(typeof engineIo.Socket.prototype.flush).toBe('function');
    expect(typeof engineWs.Receiver.prototype.dataMessage).toBe('function');
  });

  describe('on a live socket', () => {
    let server: Server;
    let client: Socket;
    let serverSocket: ServerSocket;

    beforeAll(async () => {
      reuseFrameBuffers();
      reuseFrameBuffers(); // installing twice must not wrap twice
      const http = createServer();
      server = new Server(http, { transports: ['websocket'] });
      const connected = new Promise<ServerSocket>((resolve) => server.on('connection', resolve));
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const { port } = http.address() as AddressInfo;
      client = io(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
      serverSocket = await connected;
      serverSocket.on('echo', (n: number, ack: (reply: { n: number; pad: string }) => void) => ack({ n, pad: 'x'.repeat(300) }));
    });

    afterAll(async () => {
      client.disconnect();
      await server.close();
    });

    it('keeps one write buffer per socket, emptied after each flush, and still delivers everything in order', async () => {
      const engine = engineOf(serverSocket);
      const buffer = engine.writeBuffer;
      const received: number[] = [];
      const done = new Promise<void>((resolve) =>
        client.on('tick', (n: number) => {
          received.push(n);
          if (n === 49) resolve();
        }),
      );
      for (let n = 0; n < 50; n++) serverSocket.emit('tick', n);
      await done;
      expect(received).toEqual(Array.from({ length: 50 }, (_, n) => n));
      expect(engine.writeBuffer).toBe(buffer);
      expect(buffer).toHaveLength(0);
    });

    it('empties the fragments a read message was built from, and acks answer each send', async () => {
      const receiver = engineOf(serverSocket).transport.socket._receiver;
      for (let n = 0; n < 5; n++) {
        const before = receiver._fragments;
        const reply = (await client.timeout(2000).emitWithAck('echo', n)) as { n: number; pad: string };
        expect(reply).toEqual({ n, pad: 'x'.repeat(300) });
        // Without the change the old array would still hold the frame it was given.
        expect(receiver._fragments).not.toBe(before);
        expect(before).toHaveLength(0);
      }
    });
  });
});
