/** The realm whose character names may only use Cyrillic letters (SPEC sections 5 and 9). */
export const CYRILLIC_SERVER_ID = 10024;
export const CHARACTER_NAME_MIN = 2;
export const CHARACTER_NAME_MAX = 12;

const cyrillicLetters = /^[\p{Script=Cyrillic}]+$/u;
const anyCyrillic = /\p{Script=Cyrillic}/u;
const letters = /^\p{L}+$/u;

/**
 * A character name is 2 to 12 letters; on server 10024 only Cyrillic letters, elsewhere no Cyrillic
 * letter at all. Game names are single words, so spaces, digits and punctuation are refused too.
 */
export function isValidCharacterName(input: string, serverId: number): boolean {
  const name = input.normalize('NFC');
  const length = [...name].length;
  if (length < CHARACTER_NAME_MIN || length > CHARACTER_NAME_MAX) return false;
  if (!letters.test(name)) return false;
  return serverId === CYRILLIC_SERVER_ID ? cyrillicLetters.test(name) : !anyCyrillic.test(name);
}

/** Names as the game shows them: first letter capital, the rest lower case. */
export function normalizeCharacterName(name: string): string {
  const trimmed = name.trim().normalize('NFC');
  const [first = '', ...rest] = [...trimmed];
  return first.toLocaleUpperCase() + rest.join('').toLocaleLowerCase();
}

export interface AddCharacterForm {
  name: string;
  server: number | null;
  faction: number | null;
  class: number | null;
  spec: number | null;
  spec2?: number | null;
}

/** The Add button stays disabled ('Fill in all fields!') until these are chosen; spec2 is optional. */
export function isAddCharacterFormComplete(form: AddCharacterForm): boolean {
  return Boolean(form.name.trim() && form.server && form.faction && form.class && form.spec);
}
