import type { Language } from '@raid/domain/rules/language';
import type { RaidCard } from '@raid/domain/schemas/raid';

/** Up to three zone names joined with a slash (SPEC section 2 "Raid card"). */
export function zoneNames(raid: RaidCard, language: Language): string {
  const names =
    language === 'ru' ? [raid.zone, raid.zone2, raid.zone3] : [raid.zoneEng, raid.zone2Eng, raid.zone3Eng];
  return names.filter((name): name is string => Boolean(name)).join(' / ');
}

/** Size, difficulty and loot system: '25 · Heroic · DKP'. */
export function raidSetup(raid: RaidCard, language: Language): string {
  const ru = language === 'ru';
  return [
    String(raid.size),
    ru ? raid.difficulty : raid.difficultyEng,
    ru ? raid.lootSystem : raid.lootSystemEng,
  ].join(' · ');
}

const DISCORD = 'https://discord.com/channels';

/** The raid's post in Discord when the bot has posted it, else the Discord server. */
export function discordMessageUrl(raid: RaidCard): string {
  return raid.discordMessage
    ? `${DISCORD}/${raid.discordServer}/${raid.discordChannel}/${raid.discordMessage}`
    : `${DISCORD}/${raid.discordServer}`;
}

export function discordChannelUrl(raid: RaidCard): string {
  return `${DISCORD}/${raid.discordServer}/${raid.discordChannel}`;
}
