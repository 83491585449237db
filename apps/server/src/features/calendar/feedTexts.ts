import type { BotLanguage } from '../../discordBot/botTexts.js';

/** The words of the feeds' calendars and event descriptions, in the reader's language. */
const en = {
  personalName: 'My raids',
  guildName: (guild: string) => `${guild}: raids`,
  teamName: (guild: string, team: string) => `${guild}, ${team}: raids`,
  leader: (name: string) => `Leader: ${name}`,
  counts: (filled: number, size: number, signedUp: number) =>
    `${filled}/${size} in the roster, ${signedUp} signed up`,
  place: { roster: 'roster', list: 'sign-up list', leader: 'leader' },
  status: { tentative: 'Tentative', late: 'Late', absence: 'Absence' },
  buyer: 'buyer',
  canceled: (reason: string) => (reason ? `Canceled: ${reason}` : 'Canceled'),
};

const ru: typeof en = {
  personalName: 'Мои рейды',
  guildName: (guild: string) => `${guild}: рейды`,
  teamName: (guild: string, team: string) => `${guild}, ${team}: рейды`,
  leader: (name: string) => `Рейд-лидер: ${name}`,
  counts: (filled: number, size: number, signedUp: number) =>
    `${filled}/${size} в составе, записались: ${signedUp}`,
  place: { roster: 'состав', list: 'список записавшихся', leader: 'рейд-лидер' },
  status: { tentative: 'Под вопросом', late: 'Опоздает', absence: 'Отсутствие' },
  buyer: 'покупатель',
  canceled: (reason: string) => (reason ? `Отменён: ${reason}` : 'Отменён'),
};

export type FeedTexts = typeof en;
export const feedTexts: Record<BotLanguage, FeedTexts> = { en, ru };
