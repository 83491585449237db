/**
 * What the bot answers a player who clicks, picks or types in Discord, in the player's language. The sign-up
 * results repeat the web dialog's words (interactionTexts.test.ts holds them equal to the web's translations),
 * so a player reads the same verdict in both places. User text (character and server names) is escaped by the
 * callers, as in botTexts.ts.
 */
import type { SignUpStatus } from '@raid/domain/schemas/record';
import type { BotLanguage } from '../botTexts.js';

const en = {
  signUp: 'Sign up',
  cancelSignUp: 'Cancel sign-up',
  openInBrowser: 'Open in browser',
  signUpAnyway: 'Sign up anyway',
  status: { tentative: 'Tentative', late: 'Late', absence: 'Absence' } satisfies Record<SignUpStatus, string>,
  chooseCharacters: (raid: string) =>
    `Sign-up to **${raid}**: choose your characters in your order of preference: the first you pick is your first choice.`,
  charactersPlaceholder: 'Your characters',
  noCharacters: (server: string) =>
    `You don't have characters on the server ${server}. Add a character of this server and faction first.`,
  addCharacter: 'Add char',
  myCharactersPage: 'My characters',
  chooseClass: 'Class of the new character',
  chooseSpec: 'Its specialization',
  newCharacterTitle: (server: string) => `New character on ${server}`.slice(0, 45),
  characterName: 'Character name',
  results: (raid: string) => `Sign-up to **${raid}**:`,
  result: {
    success: 'signed up',
    buyer: 'signed up as a buyer (requirements not met)',
    logsBelow: (logs: number, required: number) => `Logs are below: ${logs} of ${required} required`,
    ilvlLower: (ilvl: number, required: number) => `ilvl is lower: ${ilvl} of ${required} required`,
    ilvlUnknown: (required: number) =>
      `ilvl unknown: Warcraft Logs has no gear of this character yet, ${required} required`,
    notFound: 'Char not finded on warcraftlogs',
    similarRaid: 'Already been accepted into a similar raid',
    logsNotReceived: 'Logs not received. Sign up again later.',
  },
  private: 'The raid is private.',
  notSignedUp: 'You are not signed up to this raid.',
  statusSet: (status: string, name: string) => `${status}: set for ${name}.`,
  statusRemoved: (status: string, name: string) => `${status}: removed for ${name}.`,
  chooseRecord: (status: string) => `${status}: for which character?`,
  canceled: 'Your sign-up is canceled.',
  cancelReasonTitle: 'Why do you leave the roster?',
  cancelReasonLabel: 'Reason for the leader',
  unknownAction: 'This button is no longer in use: open the raid in the browser.',
  slowDown: (seconds: number) => `Slow down: too many clicks. Try again in ${seconds} s.`,
  alreadyHandled: 'This click has already been handled.',
  serverOnly: 'Use this command in a Discord server.',
  upcomingRaids: 'Upcoming raids of this server:',
  noUpcomingRaids: 'No upcoming raids on this server.',
  signedUpCount: (count: number) => `${count} signed up`,
  myCharacters: 'Your characters:',
  noCharactersAtAll: 'You have no characters yet.',
  moreOnSite: (count: number, url: string) => `…and ${count} more: ${url}`,
  commands: {
    raids: 'Upcoming raids of this server',
    signup: 'Sign up to a raid of this server',
    raidOption: 'The raid',
    mychars: 'Your characters',
  },
};

const ru: typeof en = {
  signUp: 'Записаться',
  cancelSignUp: 'Отменить запись',
  openInBrowser: 'Открыть в браузере',
  signUpAnyway: 'Всё равно записать',
  status: { tentative: 'Под вопросом', late: 'Опоздаю', absence: 'Не приду' },
  chooseCharacters: (raid) =>
    `Запись в **${raid}**: выберите персонажей в порядке предпочтения: первый выбранный — основной выбор.`,
  charactersPlaceholder: 'Ваши персонажи',
  noCharacters: (server) =>
    `У вас нет персонажей на сервере ${server}. Сначала добавьте персонажа этого сервера и фракции.`,
  addCharacter: 'Добавить персонажа',
  myCharactersPage: 'Мои персонажи',
  chooseClass: 'Класс нового персонажа',
  chooseSpec: 'Его специализация',
  newCharacterTitle: (server) => `Новый персонаж на ${server}`.slice(0, 45),
  characterName: 'Имя персонажа',
  results: (raid) => `Запись в **${raid}**:`,
  result: {
    success: 'записан',
    buyer: 'записан как покупатель (требования не выполнены)',
    logsBelow: (logs, required) => `Логи ниже: ${logs} из требуемых ${required}`,
    ilvlLower: (ilvl, required) => `ilvl ниже: ${ilvl} из требуемых ${required}`,
    ilvlUnknown: (required) =>
      `ilvl неизвестен: на Warcraft Logs пока нет экипировки персонажа, требуется ${required}`,
    notFound: 'Персонаж не найден на warcraftlogs',
    similarRaid: 'Уже принят в похожий рейд',
    logsNotReceived: 'Логи не получены. Запишитесь позже.',
  },
  private: 'Рейд закрытый.',
  notSignedUp: 'Вы не записаны в этот рейд.',
  statusSet: (status, name) => `${status}: отмечено для ${name}.`,
  statusRemoved: (status, name) => `${status}: снято для ${name}.`,
  chooseRecord: (status) => `${status}: для какого персонажа?`,
  canceled: 'Ваша запись отменена.',
  cancelReasonTitle: 'Почему вы покидаете состав?',
  cancelReasonLabel: 'Причина для лидера',
  unknownAction: 'Эта кнопка больше не действует: откройте рейд в браузере.',
  slowDown: (seconds) => `Не так быстро: слишком много нажатий. Попробуйте снова через ${seconds} с.`,
  alreadyHandled: 'Это нажатие уже обработано.',
  serverOnly: 'Используйте эту команду на сервере Discord.',
  upcomingRaids: 'Ближайшие рейды этого сервера:',
  noUpcomingRaids: 'На этом сервере нет предстоящих рейдов.',
  signedUpCount: (count) => `записалось: ${count}`,
  myCharacters: 'Ваши персонажи:',
  noCharactersAtAll: 'У вас пока нет персонажей.',
  moreOnSite: (count, url) => `…и ещё ${count}: ${url}`,
  commands: {
    raids: 'Ближайшие рейды этого сервера',
    signup: 'Записаться в рейд этого сервера',
    raidOption: 'Рейд',
    mychars: 'Ваши персонажи',
  },
};

export const interactionTexts: Record<BotLanguage, typeof en> = { en, ru };
export type InteractionTexts = typeof en;
