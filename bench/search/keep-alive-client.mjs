// A minimal HTTP/1.1 keep-alive GET client for the load loops. The load generator shares
// the machine with the backend, so whatever CPU it burns is taken from the API under test
// (the raw floor has no such client); node:http's client costs about as much per request
// as the pg client does for a whole raw unit. This one does one write and reads one answer
// per request on its own connection, and still checks status, framing and body length.
import net from 'node:net';

const CRLF2 = Buffer.from('\r\n\r\n');

export class KeepAliveConnection {
  /** @param {{ host: string, port: number }} target */
  constructor(target) {
    this.target = target;
    this.socket = null;
    this.pending = null;
    this.buffer = Buffer.alloc(0);
  }

  connect() {
    return new Promise((resolve, reject) => {
      const socket = net.connect(this.target, () => {
        socket.off('error', reject);
        resolve();
      });
      socket.setNoDelay(true);
      socket.once('error', reject);
      socket.on('data', (chunk) => this.onData(chunk));
      // Events of a connection already replaced by a newer one are ignored.
      socket.on('error', (e) => socket === this.socket && this.fail(e));
      socket.on('close', () => socket === this.socket && this.fail(new Error('connection closed')));
      this.socket = socket;
    });
  }

  /** GET `path` with `headers`; resolves { status, body } once the whole answer is in. */
  async get(path, headers) {
    if (!this.socket || this.socket.destroyed) await this.connect();
    if (this.pending) throw new Error('one request at a time per connection');
    let head = `GET ${path} HTTP/1.1\r\n`;
    for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(`${head}\r\n`);
    });
  }

  onData(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf(CRLF2);
    if (end < 0 || !this.pending) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    // A 304 or 204 has no body, and need not say so (RFC 9110).
    const bodyless = status === 304 || status === 204;
    if (!match && !bodyless) return this.fail(new Error(`answer without content-length (status ${status})`));
    const total = end + 4 + (bodyless ? 0 : Number(match[1]));
    if (this.buffer.length < total) return;
    const body = this.buffer.subarray(end + 4, total);
    this.buffer = this.buffer.subarray(total);
    const { resolve } = this.pending;
    this.pending = null;
    resolve({ status, body });
  }

  fail(error) {
    const pending = this.pending;
    this.pending = null;
    this.buffer = Buffer.alloc(0);
    if (this.socket && !this.socket.destroyed) this.socket.destroy();
    this.socket = null;
    pending?.reject(error);
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }
}

/** `size` connections handed out one per concurrent caller. */
export class KeepAlivePool {
  constructor(target, size) {
    this.free = Array.from({ length: size }, () => new KeepAliveConnection(target));
  }

  async get(path, headers) {
    const connection = this.free.pop();
    if (!connection) throw new Error('more concurrent requests than connections');
    try {
      return await connection.get(path, headers);
    } finally {
      this.free.push(connection);
    }
  }

  close() {
    for (const c of this.free) c.close();
  }
}
