/**
 * The parts of en.json (its top-level keys) the first load carries: what the frame and the raid list draw.
 * The rest comes with the first page or dialog beyond them (`withAllStrings`); the build fails when the first
 * load's code names a key of the rest (build/jsBudget.ts), so a string never shows as its key.
 */
export const FIRST_SCREEN_STRINGS = [
  'app',
  'characterDialog',
  'common',
  'errors',
  'filters',
  'gdkp',
  'header',
  'live',
  'lockouts',
  'myChars',
  'nav',
  'pagination',
  'raid',
  'raidList',
  'roster',
  'teams',
] as const;
