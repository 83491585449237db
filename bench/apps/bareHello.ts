/**
 * Reference: bare Fastify answering a small JSON hello (no logger, no plugins). Started with PORT.
 * `PUT /copy/:key` keeps a body with its content type and encoding, and `GET /copy/:key` answers it as it is:
 * bare Fastify sending the same bytes as a product answer. Self-contained (compiled alone by apps/compile.ts).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

const copies = new Map<string, { body: Buffer; type: string; encoding: string | undefined }>();

app.get('/', async () => ({ hello: 'world' }));
app.put<{ Params: { key: string } }>('/copy/:key', async (request) => {
  const encoding = request.headers['x-content-encoding'];
  const copy = {
    body: request.body as Buffer,
    type: String(request.headers['x-content-type'] ?? 'application/json'),
    encoding: typeof encoding === 'string' ? encoding : undefined,
  };
  copies.set(request.params.key, copy);
  return { bytes: copy.body.length };
});
app.get<{ Params: { key: string } }>('/copy/:key', async (request, reply) => {
  const copy = copies.get(request.params.key);
  if (!copy) return reply.code(404).send();
  reply.type(copy.type);
  if (copy.encoding) reply.header('content-encoding', copy.encoding);
  return reply.send(copy.body);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
