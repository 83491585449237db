/**
 * The error catalogue of SPEC section 8: a stable code, the HTTP status the server answers with, and the
 * message in both languages. The server sends `{ code, error }`; the web shows `error` as it is.
 */
import type { Language } from '../rules/language.js';

interface CatalogueEntry {
  status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;
  en: string;
  ru: string;
}

export const errorCatalogue = {
  invalidCharacterName: {
    status: 400,
    en: 'Enter the correct character name.',
    ru: 'Введите корректное имя персонажа.',
  },
  fillAllFields: { status: 400, en: 'Fill in all fields!', ru: 'Заполните все поля!' },
  characterNotFoundOnLogs: {
    status: 404,
    en: 'Character not found on Warcraft Logs',
    ru: 'Персонаж не найден на Warcraft Logs',
  },
  characterBusy: {
    status: 409,
    en: "Character is busy: the character is already linked to another user's account",
    ru: 'Персонаж занят: он уже привязан к аккаунту другого пользователя',
  },
  loginRequired: {
    status: 401,
    en: 'To add a character you must log in with Discord',
    ru: 'Чтобы добавить персонажа, войдите через Discord',
  },
  noCharactersOnServer: {
    status: 400,
    en: "You don't have characters on the server",
    ru: 'У вас нет персонажей на этом сервере',
  },
  raidDateExists: {
    status: 409,
    en: 'A raid with this date already exists',
    ru: 'Рейд с такой датой уже существует',
  },
  signUpClosed: {
    status: 409,
    en: 'Sign-up is not possible because raid has been completed/canceled',
    ru: 'Запись невозможна, так как рейд завершён или отменён',
  },
  characterSaved: {
    status: 409,
    en: 'This character is already saved to this raid for this reset. Sign it up anyway?',
    ru: 'Этот персонаж уже сохранён в этом рейде до сброса. Всё равно записать?',
  },
  cannotCancelSignUp: {
    status: 403,
    en: "You can't cancel your sign-up",
    ru: 'Вы не можете отменить запись',
  },
  statusInOwnRaid: {
    status: 403,
    en: 'Unable to set status in own raid',
    ru: 'Нельзя установить статус в своём рейде',
  },
  notInComposition: {
    status: 409,
    en: 'You are not included in the composition',
    ru: 'Вы не включены в состав',
  },
  characterNotInRoster: {
    status: 404,
    en: 'Character not found in the roster',
    ru: 'Персонаж не найден в составе',
  },
  anotherCharacterInRoster: {
    status: 409,
    en: 'Another character is already in the raid roster',
    ru: 'Другой персонаж уже в составе рейда',
  },
  rosterFull: { status: 409, en: 'The raid roster is already full', ru: 'Состав рейда уже заполнен' },
  slotFilled: { status: 409, en: 'Raid slot is already filled.', ru: 'Место в рейде уже занято.' },
  noActiveChangeRequest: {
    status: 404,
    en: 'No active character add/update request found',
    ru: 'Активный запрос на добавление или замену персонажа не найден',
  },
  logsNotReceived: {
    status: 503,
    en: 'Logs not received',
    ru: 'Логи не получены',
  },
  inviteFailed: {
    status: 502,
    en: 'Failed to create an invite',
    ru: 'Не удалось создать приглашение',
  },
  raidNotFound: { status: 404, en: 'Raid not found', ru: 'Рейд не найден' },
  notFound: { status: 404, en: 'Not found', ru: 'Не найдено' },
  forbidden: {
    status: 403,
    en: 'You do not have permission to do this',
    ru: 'У вас нет прав на это действие',
  },
  crossSiteRequest: {
    status: 403,
    en: 'Refused: this request came from another site. Open the raid planner and try again there.',
    ru: 'Запрос отклонён: он пришёл с другого сайта. Откройте планировщик рейдов и повторите там.',
  },
  premiumRequired: {
    status: 403,
    en: 'This feature is available to Premium users only',
    ru: 'Эта функция доступна только Premium-пользователям',
  },
  serverChangeProhibited: {
    status: 400,
    en: 'Server change is prohibited',
    ru: 'Смена сервера запрещена',
  },
  reasonRequired: { status: 400, en: 'Enter a reason', ru: 'Укажите причину' },
  rosterLocked: {
    status: 409,
    en: 'The roster has been approved and is locked',
    ru: 'Состав утверждён и закрыт для изменений',
  },
  raidClosed: {
    status: 409,
    en: 'The raid has been completed or canceled',
    ru: 'Рейд завершён или отменён',
  },
  startTooSoon: {
    status: 400,
    en: 'The raid must start at least 30 minutes from now',
    ru: 'Рейд должен начинаться не раньше чем через 30 минут',
  },
  notGuildLeader: {
    status: 403,
    en: 'Only administrators and raid leaders of this Discord server can create raids there',
    ru: 'Создавать рейды на этом Discord-сервере могут только администраторы и рейд-лидеры',
  },
  privateRaid: { status: 403, en: 'The raid is private.', ru: 'Рейд закрытый.' },
  changeRequestExists: {
    status: 409,
    en: 'This character already has an active request',
    ru: 'У этого персонажа уже есть активный запрос',
  },
  invalidRequest: { status: 400, en: 'Invalid request', ru: 'Некорректный запрос' },
  tooManyRequests: { status: 429, en: 'Too many requests', ru: 'Слишком много запросов' },
  invalidApiToken: {
    status: 401,
    en: 'The API token is unknown or has been revoked',
    ru: 'API-токен неизвестен или отозван',
  },
  apiTokenCallRefused: {
    status: 403,
    en: 'API tokens cannot make this call, or this token is read-only',
    ru: 'API-токены не могут выполнять этот запрос, или токен только для чтения',
  },
  apiTokenOtherCommunity: {
    status: 403,
    en: 'This API token acts only for its own Discord server',
    ru: 'Этот API-токен действует только для своего Discord-сервера',
  },
  tooManyApiTokens: {
    status: 409,
    en: 'A Discord server may have at most 25 API tokens: revoke one first',
    ru: 'У Discord-сервера может быть не больше 25 API-токенов: сначала отзовите один',
  },
  webhookUrlRefused: {
    status: 400,
    en: 'The webhook address was refused: it must be an https URL without a user name or password, whose host resolves only to public internet addresses',
    ru: 'Адрес вебхука отклонён: нужен https-адрес без имени пользователя и пароля, хост которого указывает только на публичные адреса в интернете',
  },
  idempotencyKeyReused: {
    status: 422,
    en: 'This Idempotency-Key was already used with a different request',
    ru: 'Этот Idempotency-Key уже использован с другим запросом',
  },
  idempotencyKeyInProgress: {
    status: 409,
    en: 'A request with this Idempotency-Key is still being processed: try again shortly',
    ru: 'Запрос с этим Idempotency-Key ещё выполняется: повторите чуть позже',
  },
  gdkpNotBidding: {
    status: 409,
    en: "This raid's loot system is not GDKP: it has no gold ledger",
    ru: 'Система распределения добычи этого рейда — не GDKP: золотой ведомости у него нет',
  },
  gdkpClosed: {
    status: 409,
    en: 'The GDKP ledger is closed: the leader must reopen it first',
    ru: 'GDKP-ведомость закрыта: сначала лидер должен её открыть',
  },
  gdkpNotAllowed: {
    status: 403,
    en: "Only the raid's leader and bankers can record sales",
    ru: 'Записывать продажи могут только лидер рейда и банкиры',
  },
  gdkpSaleNotFound: { status: 404, en: 'Sale not found', ru: 'Продажа не найдена' },
  gdkpBuyerNotInRaid: {
    status: 400,
    en: 'The buyer is not a character of this raid: enter the name as text instead',
    ru: 'Покупатель не является персонажем этого рейда: введите имя текстом',
  },
  gdkpBossNotInRaid: {
    status: 400,
    en: "The boss is not one of the raid's zones: choose a boss from the list",
    ru: 'Этого босса нет в зонах рейда: выберите босса из списка',
  },
  gdkpImportUnreadable: {
    status: 400,
    en: 'The Gargul export could not be read',
    ru: 'Не удалось прочитать экспорт Gargul',
  },
  gdkpTooManySales: {
    status: 409,
    en: 'A raid can have at most 500 sales',
    ru: 'В рейде может быть не больше 500 продаж',
  },
  reportAddressInvalid: {
    status: 400,
    en: 'Paste the address of a Warcraft Logs report (https://…warcraftlogs.com/reports/…) or its 16-character code',
    ru: 'Вставьте адрес отчёта Warcraft Logs (https://…warcraftlogs.com/reports/…) или его код из 16 символов',
  },
  reportNotFound: {
    status: 404,
    en: 'Report not found on Warcraft Logs (it may be private or deleted)',
    ru: 'Отчёт не найден на Warcraft Logs (возможно, он закрыт или удалён)',
  },
  reportOnOtherSite: {
    status: 400,
    en: "The report is on another Warcraft Logs site than the raid's realm",
    ru: 'Отчёт на другом сайте Warcraft Logs, чем сервер рейда',
  },
  raidNotCompleted: {
    status: 409,
    en: 'Attendance from a report can be taken once the raid has completed',
    ru: 'Посещаемость по отчёту можно взять, когда рейд завершён',
  },
  wclGuildNotLinked: {
    status: 409,
    en: "The community has not linked its Warcraft Logs guild: paste the report's address instead",
    ru: 'Сообщество не привязало гильдию Warcraft Logs: вставьте адрес отчёта',
  },
  noReportThatEvening: {
    status: 404,
    en: "No report of the guild on Warcraft Logs from the raid's evening",
    ru: 'На Warcraft Logs нет отчёта гильдии за вечер рейда',
  },
  wclGuildOnOtherSite: {
    status: 400,
    en: "The linked Warcraft Logs guild's realm is logged on another site than the raid's realm",
    ru: 'Сервер привязанной гильдии Warcraft Logs логируется на другом сайте, чем сервер рейда',
  },
  teamNameTaken: {
    status: 409,
    en: 'This community already has a team with this name',
    ru: 'В этом сообществе уже есть команда с таким названием',
  },
  databaseUnavailable: {
    status: 503,
    en: 'The service is briefly unavailable. Try again in a minute.',
    ru: 'Сервис ненадолго недоступен. Попробуйте через минуту.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function errorMessage(code: ErrorCode, language: Language): string {
  return errorCatalogue[code][language];
}
