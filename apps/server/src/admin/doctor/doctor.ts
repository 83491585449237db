/**
 * `npm run admin -- doctor`: checks what the configured credentials reach, one line per check. Without Discord
 * or Warcraft Logs credentials it starts that stand-in, as the demo does (bootstrap.ts), and checks it the same
 * way: the stand-ins' world is demoWorld.ts, which needs no seeding of theirs.
 */
import { expansionCatalogue, expansionKeys } from '@raid/domain/catalogue/expansions';
import { wclSites } from '@raid/domain/catalogue/wclRankings';
import type { WclSite } from '@raid/domain/catalogue/types';
import { startDiscordStandIn, type DiscordStandIn } from '@raid/stand-ins/discordStandIn';
import { characterPerSite, startWclStandIn, type WclStandIn } from '@raid/stand-ins/wclStandIn';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Check } from './check.js';
import { newestCharacters } from './repository.js';
import { discordChecks, type DiscordDoctorOptions } from './discordChecks.js';
import { wclChecks, type ProbeCharacter, type WclDoctorOptions } from './wclChecks.js';

type SiteProbes = WclDoctorOptions['sites'];

/** The sites the catalogue's realms are logged on, in wclSites' order. */
export function catalogueSites(): WclSite[] {
  const used = new Set(
    expansionKeys.flatMap((key) => expansionCatalogue(key).servers.map((s) => s.logsSite)),
  );
  return wclSites.filter((site) => used.has(site));
}

/** On the stand-in: the character it knows on each site. */
export function standInProbes(): SiteProbes {
  const known = characterPerSite();
  return catalogueSites().map((site) => ({ site, character: known.get(site) ?? null }));
}

/**
 * Against the real service: on each site, the character last registered here on one of its realms (the real
 * Warcraft Logs knows it when its owner signed up with it), none on a site nobody plays on yet.
 */
export async function registeredProbes(db: Db): Promise<SiteProbes> {
  const rows = await newestCharacters(db, 5_000);
  const perSite = new Map<WclSite, ProbeCharacter>();
  for (const row of rows) {
    const server = expansionCatalogue(row.expansion).servers.find((s) => s.id === row.server);
    if (!server || perSite.has(server.logsSite)) continue;
    perSite.set(server.logsSite, {
      name: row.name,
      serverSlug: server.serverSlug,
      serverRegion: server.serverRegion,
    });
  }
  return catalogueSites().map((site) => ({ site, character: perSite.get(site) ?? null }));
}

export interface DoctorTargets {
  discord: DiscordDoctorOptions;
  wcl: Omit<WclDoctorOptions, 'sites'>;
  /** The stand-ins started for what has no credentials. */
  discordStandIn: DiscordStandIn | null;
  wclStandIn: WclStandIn | null;
  close(): Promise<void>;
}

/** The configured services, or stand-ins started in their place (their interactions endpoint set to BASE_URL's). */
export async function doctorTargets(config: Config): Promise<DoctorTargets> {
  let discord = config.discord;
  let discordStandIn: DiscordStandIn | null = null;
  if (!discord) {
    discordStandIn = await startDiscordStandIn({
      interactionsEndpoint: `${config.baseUrl}/api/discord/interactions`,
    });
    discord = {
      ...discordStandIn,
      apiUrl: `${discordStandIn.url}/api`,
      authorizeBaseUrl: discordStandIn.url,
    };
  }
  let wcl = config.wcl;
  let wclStandIn: WclStandIn | null = null;
  if (!wcl) {
    wclStandIn = await startWclStandIn();
    wcl = wclStandIn;
  }
  return {
    discord: {
      apiUrl: discord.apiUrl,
      botToken: discord.botToken,
      clientId: discord.clientId,
      baseUrl: config.baseUrl,
    },
    wcl: {
      clientId: wcl.clientId,
      clientSecret: wcl.clientSecret,
      tokenUrl: wcl.tokenUrl,
      apiUrlTemplate: wcl.apiUrlTemplate,
    },
    discordStandIn,
    wclStandIn,
    close: async () => {
      await discordStandIn?.close();
      await wclStandIn?.close();
    },
  };
}

export async function runDoctor(targets: DoctorTargets, sites: SiteProbes): Promise<Check[]> {
  return [...(await discordChecks(targets.discord)), ...(await wclChecks({ ...targets.wcl, sites }))];
}

/** The command's exit status: 0 only when every check is well. */
export const doctorExitCode = (checks: readonly Check[]): 0 | 1 =>
  checks.every((check) => check.ok) ? 0 : 1;
