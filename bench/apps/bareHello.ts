/**
 * Reference: bare Fastify answering a small JSON hello (no logger, no plugins). Started with PORT.
 * Self-contained (compiled alone by apps/compile.ts).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
