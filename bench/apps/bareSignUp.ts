/**
 * Reference: bare Fastify + pg doing what a sign-up must do at least: in one transaction, lock the raid's row
 * (`SELECT … FOR UPDATE`) and insert the record. Same database, same triggers and constraints as the product,
 * on raids of its own. `POST /signup {raid, char}`; PORT and DATABASE_URL from the environment.
 * Self-contained (compiled alone by apps/compile.ts).
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
const app = Fastify({ logger: false });

app.post<{ Body: { raid: number; char: number } }>('/signup', async (request) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const raid = await client.query<{ id: number; size: number }>(
      'SELECT id, size FROM raids WHERE id = $1 FOR UPDATE',
      [request.body.raid],
    );
    const row = raid.rows[0];
    if (!row) throw new Error('no such raid');
    await client.query(
      `INSERT INTO records (raid_id, raid_size, char_id, user_id, slot, spec_id, role)
       SELECT $1, $2, c.id, c.user_id, 0, c.spec, 3 FROM characters c WHERE c.id = $3`,
      [row.id, row.size, request.body.char],
    );
    await client.query('COMMIT');
    return { ok: true };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}
