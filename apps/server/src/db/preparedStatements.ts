import { createHash } from 'node:crypto';
import type pg from 'pg';

/** A query text seen this often is worth a named statement: parsed and planned once per connection. */
const HOT_AFTER = 3;
/** Distinct texts remembered at most (texts with IN lists vary with their length); then the count starts over. */
const REMEMBERED_TEXTS = 2_000;

/**
 * An ON CONFLICT whose target is a partial index names the index's predicate with parameters: PostgreSQL can
 * match it only with the values in hand, which a generic plan of a prepared statement does not have.
 */
const UNPREPARABLE = /\bon conflict\b/i;

interface TextUse {
  count: number;
  name: string;
}

/**
 * Sends the pool's repeated queries as named prepared statements. Kysely sends parameterised text every time,
 * so without this PostgreSQL parses and plans the hot queries (the lists, a raid, the sign-up under its lock)
 * on every call. Names are a hash of the text, so every connection prepares a text once, under one name.
 */
export function prepareHotQueries(pool: pg.Pool): void {
  const uses = new Map<string, TextUse>();

  const nameFor = (text: string): string | null => {
    if (UNPREPARABLE.test(text)) return null;
    let use = uses.get(text);
    if (!use) {
      if (uses.size >= REMEMBERED_TEXTS) uses.clear();
      use = { count: 0, name: `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}` };
      uses.set(text, use);
    }
    use.count += 1;
    return use.count >= HOT_AFTER ? use.name : null;
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text === 'string' && Array.isArray(values) && args.length === 2) {
        const name = nameFor(text);
        if (name) return query({ name, text, values });
      }
      return query(...args);
    };
  });
}
