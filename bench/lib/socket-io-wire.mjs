// @ts-check
// A member socket on the raw engine.io v4 / Socket.IO v5 wire protocol over WebSocket: the
// frames socket.io-client sends (open → `40` connect → `42[event, payload]`, pongs to pings),
// without its per-socket bookkeeping, for load processes that hold thousands of sockets.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The same `ws` socket.io-client uses in Node.
const WebSocket = createRequire(require.resolve('engine.io-client'))('ws');

/**
 * @typedef {object} SocketHandlers
 * @property {(frame: string) => void} [onEvent] a `42…` frame (an event from the server)
 * @property {(frame: string) => void} [onAck] a `43…` frame (the answer to an emit with an ack id)
 * @property {(frame: string) => void} [onDisconnect] a `41` frame (the server ended the Socket.IO session)
 * @property {(ws: any) => void} [onClose] the transport closed after the connect succeeded
 */

/**
 * Opens one socket and resolves with the `ws` once the Socket.IO connect (`40`) is answered.
 * Rejects on a transport failure or timeout, and on a refused connect (`44`, the server's
 * middleware said no) with an error whose `refused` holds the server's reason: socket.io-client
 * treats that refusal as final (it does not reconnect by itself), unlike a transport failure.
 * @param {string} url ws://host:port
 * @param {{ headers?: Record<string, string>, query?: string, timeoutMs?: number } & SocketHandlers} options
 * @returns {Promise<any>}
 */
export function openSocket(url, { headers = {}, query = '', timeoutMs = 30_000, onEvent, onAck, onDisconnect, onClose }) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}/socket.io/?EIO=4&transport=websocket${query}`, { headers, perMessageDeflate: false });
    let connected = false;
    const fail = (/** @type {Error} */ error) => {
      clearTimeout(timer);
      ws.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('connect timeout')), timeoutMs);
    ws.on('message', (/** @type {Buffer} */ data) => {
      const s = data.toString();
      if (s === '2') {
        ws.send('3'); // engine.io ping → pong
        return;
      }
      if (s.startsWith('42')) return onEvent?.(s);
      if (s.startsWith('43')) return onAck?.(s);
      if (s[0] === '0') {
        ws.send('40'); // engine.io open → Socket.IO connect to "/"
        return;
      }
      if (s.startsWith('40')) {
        connected = true;
        clearTimeout(timer);
        resolve(ws);
        return;
      }
      if (s.startsWith('41')) return onDisconnect?.(s);
      if (s.startsWith('44')) {
        let reason = s.slice(2);
        try {
          reason = JSON.parse(reason).message ?? reason;
        } catch {
          // not JSON: keep the text
        }
        fail(Object.assign(new Error(`connect refused: ${reason}`), { refused: reason }));
      }
    });
    ws.on('error', (/** @type {Error} */ e) => {
      if (!connected) fail(e);
    });
    ws.on('close', () => {
      if (connected) onClose?.(ws);
      else fail(new Error('closed before connect'));
    });
  });
}

/** The integer right after `key` in a frame (the server writes these fields without spaces). */
export function numberAfter(/** @type {string} */ s, /** @type {string} */ key) {
  const at = s.indexOf(key);
  if (at < 0) return NaN;
  let end = at + key.length;
  while (end < s.length && s.charCodeAt(end) >= 48 && s.charCodeAt(end) <= 57) end++;
  return Number(s.slice(at + key.length, end));
}
