import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { ADMIN_USAGE, parseAdminCommand, runPremiumCommand } from './adminCommand.js';

const database = useTestDatabase();

const premiumOf = async (id: string) =>
  (await database.db.selectFrom('users').select('premium').where('id', '=', id).executeTakeFirstOrThrow())
    .premium;

describe('npm run admin -- premium', () => {
  it('switches a user to Premium and back', async () => {
    const user = await createUser(database.db, { global_name: 'Jaina' });
    const premium = (state: 'on' | 'off') => parseAdminCommand(['premium', user.id, state]);
    expect(premium('on')).toEqual({ name: 'premium', userId: user.id, premium: true });
    expect(
      await runPremiumCommand(database.db, { name: 'premium', userId: user.id, premium: true }, new Date()),
    ).toBe(`Jaina (${user.id}) is now Premium.`);
    expect(await premiumOf(user.id)).toBe(true);
    expect(premium('off')).toEqual({ name: 'premium', userId: user.id, premium: false });
    expect(
      await runPremiumCommand(database.db, { name: 'premium', userId: user.id, premium: false }, new Date()),
    ).toBe(`Jaina (${user.id}) is no longer Premium.`);
    expect(await premiumOf(user.id)).toBe(false);
  });

  it('refuses a user who never logged in', async () => {
    await expect(
      runPremiumCommand(database.db, { name: 'premium', userId: '123456789', premium: true }, new Date()),
    ).rejects.toThrow('must log in once');
  });

  it('finds no command in an unknown or malformed command line', () => {
    expect(parseAdminCommand(['discord-commands'])).toEqual({ name: 'discord-commands' });
    expect(parseAdminCommand(['backup', 'a.gz'])).toEqual({ name: 'backup', file: 'a.gz' });
    expect(parseAdminCommand(['restore', 'a.gz'])).toEqual({ name: 'restore', file: 'a.gz' });
    expect(parseAdminCommand(['doctor'])).toEqual({ name: 'doctor' });
    for (const args of [
      ['backup'],
      ['restore', 'a.gz', 'b.gz'],
      [],
      ['premium'],
      ['premium', 'jaina', 'on'],
      ['premium', '1', 'yes'],
      ['premium', '1', 'on', 'extra'],
      ['grant', '1', 'on'],
      ['discord-commands', 'now'],
      ['doctor', 'now'],
    ]) {
      expect({ args, command: parseAdminCommand(args) }).toEqual({ args, command: null });
    }
  });
});

/** The admin command's own source, run as a process the way `npm run admin` runs its build. */
async function runAdmin(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  // The workspace packages by their sources, as vitest.config.ts aliases them: no build needed.
  const folder = await mkdtemp(join(tmpdir(), 'admin-'));
  const tsconfig = join(folder, 'tsconfig.json');
  await writeFile(
    tsconfig,
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: {
        baseUrl: root,
        paths: {
          '@raid/domain/*': ['packages/domain/src/*'],
          '@raid/stand-ins/*': ['tools/stand-ins/src/*'],
        },
      },
    }),
  );
  try {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'apps/server/src/admin.ts'), ...args],
      {
        cwd: root,
        env: { ...process.env, ...env, TSX_TSCONFIG_PATH: tsconfig },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { code, stdout, stderr };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('npm run admin -- <unknown>', () => {
  it('prints the usage and exits 2, touching no database', async () => {
    const answer = await runAdmin(['frobnicate']);
    expect(answer).toEqual({ code: 2, stdout: '', stderr: `${ADMIN_USAGE}\n` });
  }, 60_000);
});

describe('npm run admin -- doctor', () => {
  it('checks the stand-ins in demo mode, one line per check, and exits 1 on a problem', async () => {
    // Vitest sets BASE_URL to '/'; the credentials are left empty, as in the demo.
    const answer = await runAdmin(['doctor'], {
      BASE_URL: 'https://raids.example.org',
      DISCORD_BOT_TOKEN: '',
      WCL_CLIENT_ID: '',
    });
    const lines = answer.stdout.trimEnd().split('\n');
    expect(lines.filter((line) => !/^(ok {5}|PROBLEM) {2}\S/.test(line))).toEqual([]);
    // The demo world's Horde server gives the bot no invite permission.
    expect(lines.filter((line) => line.startsWith('PROBLEM'))).toEqual([
      expect.stringMatching(
        /^PROBLEM {2}Discord server ".+" \(310000000000000002\): the bot lacks Create Instant Invite \(/,
      ),
    ]);
    expect(lines.at(-1)).toMatch(/^ok {7}Warcraft Logs points: /);
    expect(answer.code).toBe(1);
  }, 60_000);
});
