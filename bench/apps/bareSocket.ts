/**
 * Reference: bare Socket.IO on a Node HTTP server. Clients send `joinRaid` with a raid id and join its room;
 * `POST /emit?raid=&bytes=&seq=` broadcasts `recordsUpdated` with a payload of `bytes` bytes (as JSON) to that
 * room and then answers, as the product answers a roster change. PORT from the environment.
 * Self-contained (compiled alone by apps/compile.ts).
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'POST' && url.pathname === '/emit') {
    const raid = Number(url.searchParams.get('raid'));
    const seq = Number(url.searchParams.get('seq'));
    const bytes = Number(url.searchParams.get('bytes'));
    const base = { raid, seq, pad: '' };
    const pad = Math.max(0, bytes - JSON.stringify(base).length);
    io.to(`raid:${raid}`).emit('recordsUpdated', { ...base, pad: 'x'.repeat(pad) });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  response.writeHead(request.url === '/' ? 200 : 404).end();
});
const io = new Server(server, { serveClient: false, maxHttpBufferSize: 64 * 1024 });
io.on('connection', (socket) => {
  socket.on('joinRaid', (raid: unknown) => {
    if (typeof raid === 'number') void socket.join(`raid:${raid}`);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    io.close();
    process.exit(0);
  });
}
