import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidMessage } from '../integrations/discord/discordGateway.js';
import { escapeDiscordMarkdown as plain } from '../integrations/discord/discordMarkdown.js';
import { botTexts, discordTime, type BotLanguage } from './botTexts.js';

const statusColour = { active: 0x3ba55d, completed: 0x5865f2, canceled: 0xed4245 } as const;

/** The raid's name in a message: zones joined with a slash, size and difficulty, in the reader's language. */
export function raidTitle(raid: Raid, language: BotLanguage): string {
  const zones =
    language === 'ru' ? [raid.zone, raid.zone2, raid.zone3] : [raid.zoneEng, raid.zone2Eng, raid.zone3Eng];
  const difficulty = language === 'ru' ? raid.difficulty : raid.difficultyEng;
  return [zones.filter(Boolean).join(' / '), String(raid.size), difficulty].filter(Boolean).join(' ');
}

/**
 * The post in the raid's channel (issue 4): zone, size, difficulty, loot system, the date as a Discord
 * timestamp, leader, requirements, counts by role and a link to the raid. A canceled or completed raid keeps
 * its post, marked with its status (and the cancel reason). The comment, the reason and the leader's name are
 * user text, escaped so that they show as typed.
 */
export function raidAnnouncement(
  raid: Raid,
  language: BotLanguage,
  url: string,
  gearScore: boolean,
): RaidMessage {
  const text = botTexts[language];
  const date = new Date(raid.date);
  const requirements = [
    raid.requiredLogs > 0 ? text.logs(raid.requiredLogs) : null,
    raid.requiredIlvl > 0 ? text.ilvl(raid.requiredIlvl, gearScore) : null,
    raid.byers ? text.buyers : null,
  ].filter((part): part is string => part !== null);
  const server = `${raid.serverName}, ${language === 'ru' ? raid.faction : raid.factionEng}`;
  const description = [
    server,
    plain(raid.comment),
    raid.status === 'canceled' ? `${text.reason}: ${plain(raid.canceledReason ?? '')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    embeds: [
      {
        title: `${raidTitle(raid, language)} — ${text.status[raid.status]}`,
        description,
        url,
        color: statusColour[raid.status],
        timestamp: date.toISOString(),
        fields: [
          { name: text.date, value: `${discordTime(date)} (${discordTime(date, 'R')})`, inline: true },
          { name: text.leader, value: plain(raid.userRepresentation), inline: true },
          {
            name: text.lootSystem,
            value: (language === 'ru' ? raid.lootSystem : raid.lootSystemEng) || '—',
            inline: true,
          },
          { name: text.requirements, value: requirements.join(', ') || text.noRequirements, inline: true },
          {
            name: text.roster,
            value: `${text.rosterCounts(raid.slotsFilled, raid.size, raid.recordsCount)}\n${text.roles(raid.tanks, raid.healers, raid.dps)}`,
          },
        ],
        footer: { text: text.open },
      },
    ],
  };
}
