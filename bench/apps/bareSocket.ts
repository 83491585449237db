/**
 * Reference: bare Socket.IO on a Node HTTP server. Clients send `joinRaid` with a raid id and join its room;
 * `POST /emit?raid=` broadcasts `recordsUpdated` with the request's JSON body as its payload (the bench sends
 * the product's own, so the clients decode the same JSON) to that room and then answers, as the product answers
 * a roster change. With `&record=&slot=` (and DATABASE_URL) it first does what a roster move must do at least,
 * in one transaction: lock the record's raid row (`SELECT … FOR UPDATE`) and move the record to that slot. Its answer's Server-Timing header times each
 * statement and the broadcast, as the product's does with SERVER_TIMING=1. PORT from the environment.
 * Self-contained (compiled alone by apps/compile.ts).
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';

const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  : null;
pool?.on('error', () => undefined);

/** The request's spans and when it arrived: spans end `end` ms after it. */
interface Spans {
  list: string[];
  startedAt: number;
}

function addSpan(spans: Spans, name: string, startedAt: number, description?: string): void {
  const now = performance.now();
  spans.list.push(
    `${name};${description ? `desc="${description}";` : ''}dur=${(now - startedAt).toFixed(2)};` +
      `end=${(now - spans.startedAt).toFixed(2)}`,
  );
}

async function timedQuery(
  client: pg.PoolClient,
  spans: Spans,
  description: string,
  text: string,
  values?: unknown[],
) {
  const startedAt = performance.now();
  await client.query(text, values);
  addSpan(spans, 'sql', startedAt, description);
}

async function moveRecord(record: number, slot: number, spans: Spans): Promise<void> {
  if (!pool) throw new Error('DATABASE_URL is not set');
  const client = await pool.connect();
  try {
    await timedQuery(client, spans, 'begin', 'BEGIN');
    await timedQuery(
      client,
      spans,
      'select raids for update',
      'SELECT id FROM raids WHERE id = (SELECT raid_id FROM records WHERE id = $1) FOR UPDATE',
      [record],
    );
    await timedQuery(
      client,
      spans,
      'update records',
      'UPDATE records SET slot = $2, updated_at = now() WHERE id = $1',
      [record, slot],
    );
    await timedQuery(client, spans, 'commit', 'COMMIT');
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
    const record = url.searchParams.get('record');
    const spans: Spans = { list: [], startedAt: performance.now() };
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const payload: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const emit = () => {
        const broadcastAt = performance.now();
        io.to(`raid:${raid}`).emit('recordsUpdated', payload);
        addSpan(spans, 'broadcast', broadcastAt);
        addSpan(spans, 'total', spans.startedAt);
        response
          .writeHead(200, { 'content-type': 'application/json', 'server-timing': spans.list.join(', ') })
          .end('{"ok":true}');
      };
      if (record === null) emit();
      else
        moveRecord(Number(record), Number(url.searchParams.get('slot')), spans).then(emit, (error: unknown) =>
          response.writeHead(500).end(String(error)),
        );
    });
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
