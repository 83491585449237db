import { describe, expect, it } from 'vitest';
import { statementDescription } from '../db/statementDescription.js';
import { TOGETHER, WITH_COMMIT } from '../db/foldedBegin.js';
import { recordPlayers } from '../testing/recordPlayers.js';
import { useTestApp, type TestApp } from '../testing/testApp.js';

const timed = useTestApp({ SERVER_TIMING: '1' });
const untimed = useTestApp();

/** A leader's roster move of one signed-up record to the roster's first free slot. */
async function rosterMove(t: TestApp) {
  const { raidWith, signedUp } = recordPlayers(t);
  const { raid, leader } = await raidWith();
  const { record } = await signedUp(raid);
  return t.app.inject({
    method: 'POST',
    url: '/api/moveRecords?subdomain=wotlk',
    headers: { cookie: leader.cookie },
    payload: { raidID: raid.id, records: [{ id: record.id, slot: 2 }] },
  });
}

const spans = (header: string) =>
  header.split(', ').map((span) => {
    const [name, ...parameters] = span.split(';');
    const description = parameters.find((parameter) => parameter.startsWith('desc='))?.slice(6, -1);
    const duration = Number(parameters.find((parameter) => parameter.startsWith('dur='))?.slice(4));
    const end = Number(parameters.find((parameter) => parameter.startsWith('end='))?.slice(4));
    return { name, description, duration, end };
  });

describe('Server-Timing (SERVER_TIMING=1)', () => {
  it("times a roster move's session read, its validation, each statement of its transaction in order, the broadcast and the whole", async () => {
    const answer = await rosterMove(timed);
    expect(answer.statusCode).toBe(200);
    // The rate limit's count runs beside the request, so its statements may end anywhere among the others.
    const timing = spans(String(answer.headers['server-timing'])).filter(
      (span) => !span.description?.includes('rate_limit'),
    );
    for (const span of timing) expect(span.duration).toBeGreaterThanOrEqual(0);
    // Each span says when it ended, in the order they ended, so the gaps between them show.
    const ends = timing.slice(0, -1).map((span) => span.end);
    expect(ends.every((end, index) => end >= (ends[index - 1] ?? 0))).toBe(true);
    expect(ends.at(-1)).toBeLessThanOrEqual(timing.at(-1)?.duration ?? 0);
    const named = timing.map((span) => (span.description ? `${span.name} ${span.description}` : span.name));
    expect(named[0]).toBe('sql select sessions');
    expect(named.indexOf('validated')).toBeLessThan(named.indexOf('sql begin'));
    const transaction = named.slice(named.indexOf('sql begin'), named.indexOf('sql commit') + 1);
    // The roster is read in the lock's round trip.
    expect(transaction[1]).toBe('sql select raids for update and select records');
    // The slot update answers the delta through a WITH clause named records; the writers' statements go as one,
    // with the commit.
    expect(transaction).toContain('sql with records');
    expect(transaction).toContain('sql with write_0 held for the commit');
    expect(named.indexOf('broadcast')).toBeGreaterThan(named.indexOf('sql commit'));
    expect(named.at(-1)).toBe('total');
    const total = timing.at(-1)?.duration ?? 0;
    const inTransaction = timing
      .slice(named.indexOf('sql begin'), named.indexOf('sql commit') + 1)
      .reduce((sum, span) => sum + span.duration, 0);
    expect(total).toBeGreaterThan(inTransaction);
  });

  it('is off unless asked for', async () => {
    const answer = await rosterMove(untimed);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['server-timing']).toBeUndefined();
  });

  it('describes a statement by its verb and first table', () => {
    expect(statementDescription('select "id" from "raids" where "id" = $1 for update')).toBe(
      'select raids for update',
    );
    expect(statementDescription('update "records" set "slot" = $1')).toBe('update records');
    expect(statementDescription('insert into "rate_limits" ("key") values ($1)')).toBe('insert rate_limits');
    expect(statementDescription('  begin')).toBe('begin');
    expect(statementDescription('select 1 from "raids", "records"')).toBe('select raids');
    expect(
      statementDescription(
        'select *, coalesce((SELECT array_agg(user_id) FROM team_leaders WHERE team_id = raids.team_id), $1) from "raids" for update',
      ),
    ).toBe('select raids for update');
    expect(statementDescription('with "moved" as (update "records" set "slot" = 1) select 1')).toBe(
      'with moved',
    );
    const lock = { sql: 'select "id" from "raids" where "id" = $1 for update', parameters: [1] };
    const read = { sql: 'select "slot" from "records" where "raid_id" = $1', parameters: [1] };
    expect(statementDescription(TOGETHER + JSON.stringify([lock, read]))).toBe(
      'select raids for update and select records',
    );
    const write = {
      sql: 'with "write_0" as (insert into "discord_outbox" values ($1)) select NULL',
      parameters: [1],
    };
    const insert = { sql: 'insert into "records" ("raid_id") values ($1)', parameters: [1] };
    expect(statementDescription(WITH_COMMIT + JSON.stringify([insert, write]))).toBe(
      'insert records and with write_0 held for the commit',
    );
  });
});
