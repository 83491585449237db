import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import type { Check } from './check.js';
import { discordChecks } from './discordChecks.js';
import { ADMINISTRATOR, basePermissions, missingBotPermissions } from './discordPermissions.js';
import {
  catalogueSites,
  doctorExitCode,
  doctorTargets,
  runDoctor,
  standInProbes,
  type DoctorTargets,
} from './doctor.js';
import { wclChecks } from './wclChecks.js';

const ALLIANCE = '310000000000000001'; // "Frostmourne Raiders"
const HORDE = '310000000000000002'; // the demo world's bot may not create invites there

let targets: DoctorTargets;

beforeAll(async () => {
  // No credentials: the doctor starts the stand-ins, as `npm run admin -- doctor` does in demo mode.
  targets = await doctorTargets(readConfig({ BASE_URL: 'https://raids.example.org' }));
});

afterAll(async () => {
  await targets.close();
});

/** The stand-in's test control: change the bot's role in one demo guild. */
async function botPermissions(guildId: string, change: { remove?: string[]; grant?: string[] }) {
  const response = await fetch(`${targets.discordStandIn?.url}/__bot-permissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guildId, ...change }),
  });
  expect(response.status).toBe(200);
}

const problems = (checks: Check[]) => checks.filter((check) => !check.ok).map((check) => check.text);

describe('npm run admin -- doctor', () => {
  it('finds all well on stand-ins where the bot has every permission, and exits 0', async () => {
    await botPermissions(HORDE, { grant: ['CREATE_INSTANT_INVITE'] });
    try {
      const checks = await runDoctor(targets, standInProbes());
      expect(problems(checks)).toEqual([]);
      expect(doctorExitCode(checks)).toBe(0);
      const lines = checks.map((check) => check.text);
      expect(lines).toContain(
        'Discord interactions endpoint URL: https://raids.example.org/api/discord/interactions',
      );
      expect(
        lines.filter((line) => /^Discord server ".+" \(\d+\): the bot has every permission/.test(line)),
      ).toHaveLength(2);
      for (const site of catalogueSites()) {
        expect(lines).toContainEqual(
          expect.stringMatching(
            new RegExp(`^Warcraft Logs ${site} \\(.+/${site}/api/v2/client\\): found Unlinkedhero of `),
          ),
        );
      }
      expect(lines.at(-1)).toMatch(
        /^Warcraft Logs points: \d+ of 3600 points left this hour, renewed in \d+ min$/,
      );
    } finally {
      await fetch(`${targets.discordStandIn?.url}/__bot-permissions`, { method: 'DELETE' });
    }
  });

  it('names the server and the permission the bot lacks there, and exits 1', async () => {
    await botPermissions(HORDE, { grant: ['CREATE_INSTANT_INVITE'] });
    await botPermissions(ALLIANCE, { remove: ['MANAGE_EVENTS'] });
    try {
      const checks = await runDoctor(targets, standInProbes());
      expect(problems(checks)).toEqual([
        `Discord server "Frostmourne Raiders" (${ALLIANCE}): the bot lacks Manage Events (for Premium raids as Discord events); in that server's ` +
          "Server Settings → Roles, give the bot's role (or a role it has) these permissions.",
      ]);
      expect(doctorExitCode(checks)).toBe(1);
    } finally {
      await fetch(`${targets.discordStandIn?.url}/__bot-permissions`, { method: 'DELETE' });
    }
  });

  it("reports the demo world's server where the bot may not create invites", async () => {
    const checks = await runDoctor(targets, standInProbes());
    expect(problems(checks)).toEqual([
      expect.stringMatching(new RegExp(`\\(${HORDE}\\): the bot lacks Create Instant Invite \\(`)),
    ]);
  });

  it('says where to set an interactions endpoint URL that is not this deployment’s', async () => {
    const checks = await discordChecks({ ...targets.discord, baseUrl: 'https://elsewhere.example.org' });
    expect(problems(checks)).toContainEqual(
      expect.stringContaining(
        'Discord interactions endpoint URL: https://raids.example.org/api/discord/interactions, not this ' +
          "deployment's https://elsewhere.example.org/api/discord/interactions",
      ),
    );
  });

  it('reports a refused bot token and stops there', async () => {
    const checks = await discordChecks({ ...targets.discord, botToken: 'not-the-token' });
    expect(checks).toEqual([
      {
        ok: false,
        text: expect.stringMatching(/^Discord bot token: refused, HTTP 401 .*DISCORD_BOT_TOKEN\.$/),
      },
    ]);
  });

  it('reports refused Warcraft Logs credentials', async () => {
    const checks = await wclChecks({ ...targets.wcl, clientSecret: 'wrong', sites: standInProbes() });
    expect(checks).toEqual([
      { ok: false, text: expect.stringContaining('refused the client credentials (HTTP 401)') },
    ]);
  });

  it('finds the characters missing when every site is asked at one address (the deprecated WCL_API_URL)', async () => {
    const oneSite = targets.wcl.apiUrlTemplate.replace('{site}', 'vanilla');
    const checks = await wclChecks({ ...targets.wcl, apiUrlTemplate: oneSite, sites: standInProbes() });
    const missing = problems(checks).map((text) => text.split(' ')[2]);
    expect(missing.sort()).toEqual(
      catalogueSites()
        .filter((site) => site !== 'vanilla')
        .sort(),
    );
  });
});

describe("the bot's permissions in a server (Discord's compute_base_permissions)", () => {
  const guild = {
    id: '1',
    owner_id: '9',
    roles: [
      { id: '1', permissions: String(1n << 10n) }, // @everyone: View Channel
      { id: '2', permissions: String((1n << 11n) | (1n << 14n)) },
      { id: '3', permissions: String(ADMINISTRATOR) },
    ],
  };

  it("adds @everyone's permissions to the member's roles'", () => {
    const missing = (roles: string[]) =>
      missingBotPermissions(basePermissions(guild, '5', roles)).map((permission) => permission.name);
    expect(missing(['2'])).toEqual(['Create Instant Invite', 'Manage Events']);
    expect(missing([])).toEqual(['Send Messages', 'Embed Links', 'Create Instant Invite', 'Manage Events']);
  });

  it('gives the owner and an administrator every permission', () => {
    expect(missingBotPermissions(basePermissions(guild, '9', []))).toEqual([]);
    expect(missingBotPermissions(basePermissions(guild, '5', ['3']))).toEqual([]);
  });
});
