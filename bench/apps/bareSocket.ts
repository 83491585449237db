/**
 * Reference: bare Socket.IO on a Node HTTP server. Clients send `joinRaid` with a raid id and join its room;
 * `POST /emit?raid=&bytes=&seq=` broadcasts `recordsUpdated` with a payload of `bytes` bytes (as JSON) to that
 * room and then answers, as the product answers a roster change. With `&record=&slot=` (and DATABASE_URL) it
 * first does what a roster move must do at least, in one transaction: lock the record's raid row
 * (`SELECT … FOR UPDATE`) and move the record to that slot. PORT from the environment.
 * Self-contained (compiled alone by apps/compile.ts).
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';

const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  : null;
pool?.on('error', () => undefined);

async function moveRecord(record: number, slot: number): Promise<void> {
  if (!pool) throw new Error('DATABASE_URL is not set');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      'SELECT id FROM raids WHERE id = (SELECT raid_id FROM records WHERE id = $1) FOR UPDATE',
      [record],
    );
    await client.query('UPDATE records SET slot = $2, updated_at = now() WHERE id = $1', [record, slot]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'POST' && url.pathname === '/emit') {
    const raid = Number(url.searchParams.get('raid'));
    const seq = Number(url.searchParams.get('seq'));
    const bytes = Number(url.searchParams.get('bytes'));
    const record = url.searchParams.get('record');
    const emit = () => {
      const base = { raid, seq, pad: '' };
      const pad = Math.max(0, bytes - JSON.stringify(base).length);
      io.to(`raid:${raid}`).emit('recordsUpdated', { ...base, pad: 'x'.repeat(pad) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    };
    if (record === null) emit();
    else
      moveRecord(Number(record), Number(url.searchParams.get('slot'))).then(emit, (error: unknown) =>
        response.writeHead(500).end(String(error)),
      );
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
    void pool?.end();
    process.exit(0);
  });
}
