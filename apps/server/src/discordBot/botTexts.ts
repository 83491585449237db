/**
 * What the bot writes, in the recipient's language: direct messages in the user's saved language, the channel
 * post in the raid leader's. Dates are Discord timestamps, which every reader's client shows in their own zone.
 * Arguments that carry user text (reasons, names) are escaped here, so no caller can forget it; raid titles
 * and URLs are ours.
 */

import { reminderText } from '@raid/domain/rules/timeLabels';
import { escapeDiscordMarkdown as plain } from '@raid/domain/rules/discordMarkdown';

export type BotLanguage = 'en' | 'ru';

export const discordTime = (date: Date, style: 'F' | 'R' = 'F') =>
  `<t:${Math.floor(date.getTime() / 1000)}:${style}>`;

const en = {
  status: { active: 'Open for sign-up', completed: 'Completed', canceled: 'Canceled' },
  leader: 'Leader',
  date: 'Date',
  lootSystem: 'Loot system',
  pot: 'Pot',
  requirements: 'Requirements',
  noRequirements: 'None',
  logs: (value: number) => `logs ${value}+`,
  ilvl: (value: number, gearScore: boolean) => `${gearScore ? 'GS' : 'ilvl'} ${value}+`,
  buyers: 'buyers welcome',
  roster: 'Roster',
  rosterCounts: (filled: number, size: number, signedUp: number) =>
    `${filled}/${size} in the roster, ${signedUp} signed up`,
  roles: (tanks: number, healers: number, dps: number) => `Tanks ${tanks} · Healers ${healers} · DPS ${dps}`,
  reason: 'Reason',
  open: 'Open the raid',
  rescheduled: (raid: string, from: Date, to: Date, reason: string, url: string) =>
    `The raid ${raid} has moved from ${discordTime(from)} to ${discordTime(to)}.\nReason: ${plain(reason)}\n${url}`,
  canceled: (raid: string, date: Date, reason: string, url: string) =>
    `The raid ${raid} on ${discordTime(date)} is canceled.\nReason: ${plain(reason)}\n${url}`,
  rosterApproved: (raid: string, date: Date, url: string) =>
    `The roster of the raid ${raid} on ${discordTime(date)} is approved, and you are in it.\n${url}`,
  changeAnswered: (
    owner: string,
    accepted: boolean,
    raid: string,
    date: Date,
    reason: string | null,
    url: string,
  ) =>
    `${plain(owner)} ${accepted ? 'accepted' : 'declined'} your change request in the raid ${raid} on ${discordTime(date)}.` +
    `${reason ? `\nReason: ${plain(reason)}` : ''}\n${url}`,
  reminder: (minutes: number, raid: string, date: Date, url: string) =>
    `${reminderText(minutes, raid, 'en')} (${discordTime(date)}).\n${url}`,
  nudge: (raid: string, date: Date, url: string) =>
    `The raid ${raid} starts ${discordTime(date, 'R')} (${discordTime(date)}) and you have not answered yet: sign up, or mark Absence if you cannot come.\n${url}`,
  webhookSwitchedOff: (url: string, guild: string) =>
    `The webhook ${url} of ${plain(guild)} has failed for 24 hours and is now switched off. Fix the receiver, press "Send test" in Settings and switch it back on.`,
  autoRaidFailed: (raid: string, date: Date, reason: string) =>
    `The weekly raid ${raid} on ${discordTime(date)} could not be created.\nReason: ${reason}`,
  autoRaidReasons: {
    startPassed: 'its start has already passed',
    characterNotLinked: 'the leader character is no longer linked to your account',
  },
  /** The GDKP payout post (issue 29). */
  gdkpPayouts: {
    title: (raid: string) => `Payouts: ${raid}`,
    receives: 'receives',
    pays: 'pays',
    share: 'share',
    cuts: 'cuts',
    spent: 'spent',
    shortfall: 'short of the minimum',
    trades: 'Trades',
    organizer: 'Organizer',
  },
};

const ru: typeof en = {
  status: { active: 'Запись открыта', completed: 'Завершён', canceled: 'Отменён' },
  leader: 'Рейд-лидер',
  date: 'Дата',
  lootSystem: 'Система лута',
  pot: 'Банк',
  requirements: 'Требования',
  noRequirements: 'Нет',
  logs: (value) => `логи ${value}+`,
  ilvl: (value, gearScore) => `${gearScore ? 'GS' : 'илвл'} ${value}+`,
  buyers: 'покупатели приветствуются',
  roster: 'Состав',
  rosterCounts: (filled, size, signedUp) => `${filled}/${size} в составе, записалось: ${signedUp}`,
  roles: (tanks, healers, dps) => `Танки ${tanks} · Хилеры ${healers} · ДД ${dps}`,
  reason: 'Причина',
  open: 'Открыть рейд',
  rescheduled: (raid, from, to, reason, url) =>
    `Рейд ${raid} перенесён с ${discordTime(from)} на ${discordTime(to)}.\nПричина: ${plain(reason)}\n${url}`,
  canceled: (raid, date, reason, url) =>
    `Рейд ${raid} ${discordTime(date)} отменён.\nПричина: ${plain(reason)}\n${url}`,
  rosterApproved: (raid, date, url) =>
    `Состав рейда ${raid} ${discordTime(date)} утверждён, и вы в нём.\n${url}`,
  changeAnswered: (owner, accepted, raid, date, reason, url) =>
    `${plain(owner)} ${accepted ? 'принял(а)' : 'отклонил(а)'} ваш запрос на замену в рейде ${raid} ${discordTime(date)}.` +
    `${reason ? `\nПричина: ${plain(reason)}` : ''}\n${url}`,
  reminder: (minutes, raid, date, url) =>
    `${reminderText(minutes, raid, 'ru')} (${discordTime(date)}).\n${url}`,
  nudge: (raid, date, url) =>
    `Рейд ${raid} начнётся ${discordTime(date, 'R')} (${discordTime(date)}), а вы ещё не ответили: запишитесь или отметьте «Не приду», если не сможете.\n${url}`,
  webhookSwitchedOff: (url, guild) =>
    `Вебхук ${url} сервера ${plain(guild)} не работает уже 24 часа и отключён. Исправьте приёмник, нажмите «Отправить тест» в настройках и включите его снова.`,
  autoRaidFailed: (raid, date, reason) =>
    `Еженедельный рейд ${raid} ${discordTime(date)} не удалось создать.\nПричина: ${reason}`,
  autoRaidReasons: {
    startPassed: 'время его начала уже прошло',
    characterNotLinked: 'персонаж лидера больше не привязан к вашему аккаунту',
  },
  gdkpPayouts: {
    title: (raid: string) => `Выплаты: ${raid}`,
    receives: 'получает',
    pays: 'платит',
    share: 'доля',
    cuts: 'надбавки',
    spent: 'потратил',
    shortfall: 'недобор до минимума',
    trades: 'Передачи золота',
    organizer: 'Организатор',
  },
};

export const botTexts: Record<BotLanguage, typeof en> = { en, ru };

export const botLanguage = (language: string | null | undefined): BotLanguage =>
  language === 'ru' ? 'ru' : 'en';
