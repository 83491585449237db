import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createDb } from './database.js';
import { isDatabaseUnavailable } from './databaseFaults.js';

/**
 * What a restart of an external PostgreSQL (or an administrator's pg_terminate_backend) does to the app: every
 * connection ends with 57P01, idle ones and one held in the middle of a transaction. Runs on either database;
 * the embedded server's own death is databaseOutage.test.ts.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function terminateAppConnections(): Promise<number> {
  const admin = createDb(t.database.url, { max: 1 });
  try {
    const { rows } = await sql<{ ended: number }>`
      SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(admin);
    return rows[0]?.ended ?? 0;
  } finally {
    await admin.destroy();
  }
}

describe('connections ended by the database server', () => {
  it('survives losing a connection mid-transaction, and the next requests reconnect', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/raids' })).statusCode).toBe(200);

    let resume: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const held = t.deps.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      await paused;
      await sql`SELECT 1`.execute(trx);
    });
    const heldOutcome = held.then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    // The ended connection's error arrives while no statement runs on it: that once ended the process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    resume();
    expect(isDatabaseUnavailable(await heldOutcome)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: '/api/raids' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
