import type { Language } from '@raid/domain/rules/language';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { localName } from '../../i18n/localName.js';
import type { DropdownOption } from './dropdownOption.js';
import { GameImage } from '../gameIcons/GameImage.js';

type GameClass = GameDataAnswer['classes'][number];

/** The class of a catalogue, or null for an id it does not have (nothing chosen yet). */
export function findClass(gameData: GameDataAnswer, classId: number | null): GameClass | null {
  return gameData.classes.find((cls) => cls.id === classId) ?? null;
}

/**
 * Catalogue entries as dropdown options in the page's language; typing finds them in the other one too. An
 * entry with an image (faction, class, spec, zone) shows it before its name (SPEC section 2); `favourite` is
 * the id of the user's preferred entry, starred and kept first.
 */
export function namedOptions(
  entries: ReadonlyArray<{ id: number; name: string; nameEng: string; image?: string }>,
  language: Language,
  favourite: number | null = null,
): DropdownOption<number>[] {
  return entries.map((entry) => ({
    value: entry.id,
    label: localName(entry, language),
    keywords: `${entry.name} ${entry.nameEng}`,
    // Decorative: the name is written beside it.
    icon: entry.image === undefined ? undefined : <GameImage image={entry.image} />,
    favourite: entry.id === favourite,
  }));
}

/** The item level's suffix: gear score on wotlk, 'ilvl' elsewhere (SPEC section 2, dialog 2). */
export function gearSuffixKey(gearScore: boolean) {
  return gearScore ? ('characterDialog.gearScore' as const) : ('characterDialog.ilvl' as const);
}

type Server = GameDataAnswer['servers'][number];

/**
 * A realm's name with its region, unless the name already says where it is: 'Remulos (AU)' is a realm of the
 * US region, and 'Remulos (AU) (US)' read as a mistake.
 */
function serverLabel(server: Server) {
  return /\(.+\)$/.test(server.name) ? server.name : `${server.name} (${server.serverRegion})`;
}

/** The realms as dropdown options; the user's preferred one is the favourite, kept first. */
export function serverOptions(
  servers: readonly Server[],
  preferred: number | null,
): DropdownOption<number>[] {
  return servers.map((server) => ({
    value: server.id,
    label: serverLabel(server),
    keywords: server.serverRegion,
    favourite: server.id === preferred,
  }));
}
