import pg from 'pg';
import PgBoss from 'pg-boss';

export interface JobQueueOptions {
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds: number;
  /** How often a process checks whether a cron schedule is due (1 to 45 s). */
  cronMonitorIntervalSeconds: number;
  log: (message: string, error?: unknown) => void;
}

interface JobDefinition<T extends object> {
  name: string;
  /** Must be idempotent: a job that failed, or whose process died, runs again. */
  run: (data: T) => Promise<unknown>;
}

/**
 * A failed job is retried 12 times with a doubling delay from 10 s (about 11 hours in all), so a Discord or
 * database outage delays work rather than losing it.
 */
const RETRY = { retryLimit: 12, retryDelay: 10, retryBackoff: true } as const;

const INSERT_BATCH = 1000;

/** A job to run at `runAt`; nothing is added while one with the same `key` waits. */
export interface ScheduledJob {
  name: string;
  data: object;
  runAt: Date;
  key: string;
}

/**
 * pg-boss on the application's own PostgreSQL (schema `pgboss`): jobs are rows, so they survive restarts, and
 * each is fetched by one worker of one process (SKIP LOCKED). Queues use the 'short' policy: while a job with
 * a given singleton key waits, sending another with that key adds nothing.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
  ) {}

  static async start(connectionString: string, options: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      connectionString,
      schema: 'pgboss',
      application_name: 'raid-planner-jobs',
      max: 4,
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds,
    });
    boss.on('error', (error) => options.log('job queue error', error));
    await boss.start();
    return new JobQueue(boss, options);
  }

  /** Creates the queue (once per database) and works it in this process. */
  async define<T extends object>(job: JobDefinition<T>): Promise<void> {
    await this.boss.createQueue(job.name, { name: job.name, policy: 'short', ...RETRY });
    await this.boss.work<T>(
      job.name,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds },
      async ([item]) => {
        if (!item) return;
        try {
          await job.run(item.data);
        } catch (error) {
          this.options.log(`job ${job.name} failed; pg-boss retries it`, error);
          throw error;
        }
      },
    );
  }

  /** Runs the job at `runAt` (at once when that has passed); nothing is added while one with `key` waits. */
  async sendAt(job: ScheduledJob): Promise<void> {
    await this.boss.send(job.name, job.data, { startAfter: job.runAt, singletonKey: job.key });
  }

  /**
   * Many `sendAt`s in a few statements (a thousand jobs each): start-up schedules every upcoming raid's jobs,
   * and one round trip per job would make start-up grow with the site.
   */
  async sendManyAt(jobs: ReadonlyArray<ScheduledJob>): Promise<void> {
    for (let start = 0; start < jobs.length; start += INSERT_BATCH) {
      await this.boss.insert(
        jobs.slice(start, start + INSERT_BATCH).map((job) => ({
          name: job.name,
          data: job.data,
          startAfter: job.runAt.toISOString(),
          singletonKey: job.key,
        })),
      );
    }
  }

  /**
   * `sendManyAt` of the jobs whose key is not already waiting, running or retrying; answers how many were
   * sent. Start-up schedules every upcoming raid's jobs (40k at 1M raids) and nearly all are queued already:
   * reading their keys is one statement, sending them again a thousand-row insert per thousand.
   */
  async sendMissingAt(jobs: ReadonlyArray<ScheduledJob>): Promise<number> {
    if (jobs.length === 0) return 0;
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT name, singleton_key AS key FROM pgboss.job
       WHERE state IN ('created', 'retry', 'active')
         AND (name, singleton_key) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [jobs.map((job) => job.name), jobs.map((job) => job.key)],
    );
    const queued = new Set(
      (rows as Array<{ name: string; key: string }>).map((row) => `${row.name}\n${row.key}`),
    );
    const missing = jobs.filter((job) => !queued.has(`${job.name}\n${job.key}`));
    await this.sendManyAt(missing);
    return missing.length;
  }

  /** A cron schedule (UTC), stored in the database: however many processes run, one job per occurrence. */
  async every(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  /** Removes a cron schedule `every` stored (work switched off since); nothing when there is none. */
  async never(name: string): Promise<void> {
    await this.boss.unschedule(name);
  }

  /** Stops fetching, lets running jobs finish (up to 10 s) and closes the connections. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}

/** An arbitrary constant naming the start-up lock among the database's advisory locks. */
const STARTUP_LOCK = 781_245_301;

/** Runs `work` while holding a database-wide advisory lock, so processes starting together take turns. */
export async function withStartupLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  // A server that goes away while `work` runs (a stop during start-up) fails `work`; unheard, its error
  // would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end();
  }
}
