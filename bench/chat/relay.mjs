// The bare Socket.IO relay the chat benchmark compares the full path with: no auth, no
// database, no Redis. A socket joins `user:{uid}` from its handshake query; a 'send'
// event is emitted as 'message' to the room of the member it names.
// Usage: node bench/chat/relay.mjs <port>
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Server } = require('socket.io');

const port = Number(process.argv[2]);
const server = http.createServer();
const io = new Server(server, { path: '/socket.io', serveClient: false });

io.on('connection', (socket) => {
  void socket.join(`user:${socket.handshake.query.uid}`);
  socket.on('send', (payload) => {
    io.to(`user:${payload.to}`).emit('message', payload);
  });
});

server.listen(port, '127.0.0.1', () => process.send?.('ready'));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
