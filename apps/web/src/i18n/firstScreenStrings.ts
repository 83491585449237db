/**
 * The parts of en.json the first load carries, whole groups or single keys: what the frame and the raid list
 * draw. The rest comes with the first page or dialog beyond them (`withAllStrings`); the build fails when the first
 * load's code names a key of the rest (build/jsBudget.ts), so a string never shows as its key.
 */
export const FIRST_SCREEN_STRINGS = [
  'app',
  'characterDialog.gearScore',
  'characterDialog.ilvl',
  'common',
  'errors',
  'filters',
  'gdkp.potOnCard',
  'header',
  'live',
  'lockouts',
  'myChars',
  'nav',
  'pagination',
  'raid',
  'raidList',
  'roster.role',
  'teams.team',
] as const;
