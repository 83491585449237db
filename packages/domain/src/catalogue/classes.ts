/**
 * Playable classes and specializations per expansion.
 *
 * Sources (public):
 * - Class ids and specialization ids: Blizzard Game Data API `playable-class` / `playable-specialization`
 *   indexes, as listed on Warcraft Wiki https://warcraft.wiki.gg/wiki/ClassId and
 *   https://warcraft.wiki.gg/wiki/SpecializationID.
 * - Specializations and talent trees per expansion: https://warcraft.wiki.gg/wiki/Specialization and
 *   https://warcraft.wiki.gg/wiki/Talent_tree (Combat rogue kept its name until Legion; Guardian split off
 *   Feral in Mists of Pandaria; Death Knight arrived in Wrath, Monk in Mists).
 * - Russian names: the ru_RU strings of the same Game Data API (Воин, Оружие, Неистовство, ... Хмелевар,
 *   Ткач туманов, Танцующий с ветром); "Бой" is the ruRU name of the Combat tree before it became Outlaw
 *   ("Головорез").
 * - Class colours: Blizzard's RAID_CLASS_COLORS / https://warcraft.wiki.gg/wiki/Class_colors (current
 *   values, which the Classic clients also use).
 * - Warcraft Logs spec names (spec2Eng): the player icons Warcraft Logs reports for Classic
 *   ("Class-Spec", e.g. "Paladin-Justicar", "Druid-Guardian", "Druid-Warden", "Warrior-Champion",
 *   "Warrior-Gladiator", "DeathKnight-Lichborne", "DeathKnight-Runeblade", "DeathKnight-BloodDPS"), as mapped
 *   by the wowsims raid-sim Warcraft Logs importers (github.com/wowsims/sod
 *   ui/raid/components/importers/raid_wcl_importer.tsx, github.com/wowsims/wotlk ui/raid/import_export.ts)
 *   and https://classic.warcraftlogs.com / https://sod.warcraftlogs.com rankings.
 *
 * Role variants (ids 1000 + the Blizzard spec id they split from):
 * - Before Mists of Pandaria the Feral Combat tree served both cat dps and bear tanks, so Feral (103) is the
 *   dps spec and 1104 "Feral (Tank)" the bear; Warcraft Logs ranks bears as "Guardian" (it also uses
 *   "Warden" for some bear builds, not modelled separately). In Mists, Guardian (104) is a real spec.
 * - Blood (250) is the Death Knight tank in Wrath and Cataclysm. Warcraft Logs' Wrath-only labels
 *   (Blood DPS, Frost/Unholy tanks as "Runeblade"/"Lichborne") are not modelled.
 * - Classic Era and Season of Discovery: Warcraft Logs ranks paladin tanks as "Justicar" (and also knows
 *   "Protection"), warrior tanks as "Protection" (plus "Champion"/"Gladiator" labels, not modelled).
 * - Season of Discovery runes let warlocks, shamans and rogues tank and mages heal. Warcraft Logs has no
 *   separate spec name for them (they are logged under their talent tree), but a raid leader must see the
 *   role, so each is a 1000+ spec whose `spec2Eng` is the tree it is ranked under.
 */
import type { ExpansionKey, GameClass, Role, Spec } from './types.js';

interface SpecDef {
  id: number;
  classId: number;
  nameEng: string;
  name: string;
  role: Role;
  /** Warcraft Logs name when it differs from nameEng. */
  spec2Eng?: string;
  /** Image slug when it differs from the slug of nameEng. */
  slug?: string;
}

interface ClassDef {
  id: number;
  nameEng: string;
  name: string;
  color: string;
  /** Spec ids in display order, as of Mists of Pandaria. */
  specIds: readonly number[];
}

const CLASSES: readonly ClassDef[] = [
  { id: 1, nameEng: 'Warrior', name: 'Воин', color: '#C69B6D', specIds: [71, 72, 73] },
  { id: 2, nameEng: 'Paladin', name: 'Паладин', color: '#F48CBA', specIds: [65, 66, 70] },
  { id: 3, nameEng: 'Hunter', name: 'Охотник', color: '#AAD372', specIds: [253, 254, 255] },
  { id: 4, nameEng: 'Rogue', name: 'Разбойник', color: '#FFF468', specIds: [259, 260, 261] },
  { id: 5, nameEng: 'Priest', name: 'Жрец', color: '#FFFFFF', specIds: [256, 257, 258] },
  { id: 6, nameEng: 'Death Knight', name: 'Рыцарь смерти', color: '#C41E3A', specIds: [250, 251, 252] },
  { id: 7, nameEng: 'Shaman', name: 'Шаман', color: '#0070DD', specIds: [262, 263, 264] },
  { id: 8, nameEng: 'Mage', name: 'Маг', color: '#3FC7EB', specIds: [62, 63, 64] },
  { id: 9, nameEng: 'Warlock', name: 'Чернокнижник', color: '#8788EE', specIds: [265, 266, 267] },
  { id: 10, nameEng: 'Monk', name: 'Монах', color: '#00FF98', specIds: [268, 270, 269] },
  { id: 11, nameEng: 'Druid', name: 'Друид', color: '#FF7C0A', specIds: [102, 103, 104, 105] },
];

const SPECS: readonly SpecDef[] = [
  { id: 71, classId: 1, nameEng: 'Arms', name: 'Оружие', role: 'dps' },
  { id: 72, classId: 1, nameEng: 'Fury', name: 'Неистовство', role: 'dps' },
  { id: 73, classId: 1, nameEng: 'Protection', name: 'Защита', role: 'tank' },
  { id: 65, classId: 2, nameEng: 'Holy', name: 'Свет', role: 'healer' },
  { id: 66, classId: 2, nameEng: 'Protection', name: 'Защита', role: 'tank' },
  { id: 70, classId: 2, nameEng: 'Retribution', name: 'Воздаяние', role: 'dps' },
  { id: 253, classId: 3, nameEng: 'Beast Mastery', name: 'Повелитель зверей', role: 'dps' },
  { id: 254, classId: 3, nameEng: 'Marksmanship', name: 'Стрельба', role: 'dps' },
  { id: 255, classId: 3, nameEng: 'Survival', name: 'Выживание', role: 'dps' },
  { id: 259, classId: 4, nameEng: 'Assassination', name: 'Ликвидация', role: 'dps' },
  // Renamed Outlaw only in Legion; every expansion here calls it Combat.
  { id: 260, classId: 4, nameEng: 'Combat', name: 'Бой', role: 'dps' },
  { id: 261, classId: 4, nameEng: 'Subtlety', name: 'Скрытность', role: 'dps' },
  { id: 256, classId: 5, nameEng: 'Discipline', name: 'Послушание', role: 'healer' },
  { id: 257, classId: 5, nameEng: 'Holy', name: 'Свет', role: 'healer' },
  { id: 258, classId: 5, nameEng: 'Shadow', name: 'Тьма', role: 'dps' },
  { id: 250, classId: 6, nameEng: 'Blood', name: 'Кровь', role: 'tank' },
  { id: 251, classId: 6, nameEng: 'Frost', name: 'Лед', role: 'dps' },
  { id: 252, classId: 6, nameEng: 'Unholy', name: 'Нечестивость', role: 'dps' },
  { id: 262, classId: 7, nameEng: 'Elemental', name: 'Стихии', role: 'dps' },
  { id: 263, classId: 7, nameEng: 'Enhancement', name: 'Совершенствование', role: 'dps' },
  { id: 264, classId: 7, nameEng: 'Restoration', name: 'Исцеление', role: 'healer' },
  { id: 62, classId: 8, nameEng: 'Arcane', name: 'Тайная магия', role: 'dps' },
  { id: 63, classId: 8, nameEng: 'Fire', name: 'Огонь', role: 'dps' },
  { id: 64, classId: 8, nameEng: 'Frost', name: 'Лед', role: 'dps' },
  { id: 265, classId: 9, nameEng: 'Affliction', name: 'Колдовство', role: 'dps' },
  { id: 266, classId: 9, nameEng: 'Demonology', name: 'Демонология', role: 'dps' },
  { id: 267, classId: 9, nameEng: 'Destruction', name: 'Разрушение', role: 'dps' },
  { id: 268, classId: 10, nameEng: 'Brewmaster', name: 'Хмелевар', role: 'tank' },
  { id: 270, classId: 10, nameEng: 'Mistweaver', name: 'Ткач туманов', role: 'healer' },
  { id: 269, classId: 10, nameEng: 'Windwalker', name: 'Танцующий с ветром', role: 'dps' },
  { id: 102, classId: 11, nameEng: 'Balance', name: 'Баланс', role: 'dps' },
  { id: 103, classId: 11, nameEng: 'Feral', name: 'Сила зверя', role: 'dps' },
  { id: 104, classId: 11, nameEng: 'Guardian', name: 'Страж', role: 'tank' },
  // Bear tank of the pre-Mists Feral Combat tree (see the header comment).
  {
    id: 1104,
    classId: 11,
    nameEng: 'Feral (Tank)',
    name: 'Сила зверя (танк)',
    role: 'tank',
    spec2Eng: 'Guardian',
    slug: 'feral_tank',
  },
  { id: 105, classId: 11, nameEng: 'Restoration', name: 'Исцеление', role: 'healer' },
];

interface ExpansionRules {
  classIds: readonly number[];
  /** Replaces a class's default spec list. */
  specIds?: Readonly<Record<number, readonly number[]>>;
  /** Warcraft Logs names that differ in this expansion, by spec id. */
  spec2Eng?: Readonly<Record<number, string>>;
  /** Additional role-variant specs appended to a class (e.g. Season of Discovery rune roles). */
  extraSpecs?: readonly SpecDef[];
}

const ERA_CLASS_IDS = [1, 2, 3, 4, 5, 7, 8, 9, 11] as const;
const WRATH_CLASS_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11] as const;
const MISTS_CLASS_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
/** Druid before Mists: one Feral Combat tree, split here into cat (103) and bear (1104). */
const FERAL_TREE_DRUID = { 11: [102, 103, 1104, 105] } as const;

/** Season of Discovery rune roles (see the header comment). */
const SOD_RUNE_ROLES: readonly SpecDef[] = [
  { id: 1261, classId: 4, nameEng: 'Tank', name: 'Танк', role: 'tank', spec2Eng: 'Combat', slug: 'tank' },
  {
    id: 1263,
    classId: 7,
    nameEng: 'Enhancement (Tank)',
    name: 'Совершенствование (танк)',
    role: 'tank',
    spec2Eng: 'Enhancement',
    slug: 'enhancement_tank',
  },
  {
    id: 1062,
    classId: 8,
    nameEng: 'Arcane (Healer)',
    name: 'Тайная магия (лекарь)',
    role: 'healer',
    spec2Eng: 'Arcane',
    slug: 'arcane_healer',
  },
  {
    id: 1266,
    classId: 9,
    nameEng: 'Demonology (Tank)',
    name: 'Демонология (танк)',
    role: 'tank',
    spec2Eng: 'Demonology',
    slug: 'demonology_tank',
  },
];

const RULES: Record<ExpansionKey, ExpansionRules> = {
  classic: { classIds: ERA_CLASS_IDS, specIds: FERAL_TREE_DRUID, spec2Eng: { 66: 'Justicar' } },
  sod: {
    classIds: ERA_CLASS_IDS,
    specIds: FERAL_TREE_DRUID,
    spec2Eng: { 66: 'Justicar' },
    extraSpecs: SOD_RUNE_ROLES,
  },
  wotlk: { classIds: WRATH_CLASS_IDS, specIds: FERAL_TREE_DRUID },
  cata: { classIds: WRATH_CLASS_IDS, specIds: FERAL_TREE_DRUID },
  mop: { classIds: MISTS_CLASS_IDS },
};

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const classImage = (cls: ClassDef): string => `${slugify(cls.nameEng)}.svg`;

const specById = new Map<number, SpecDef>(SPECS.map((s) => [s.id, s]));

function buildSpec(def: SpecDef, cls: ClassDef, rules: ExpansionRules): Spec {
  return {
    id: def.id,
    name: def.name,
    nameEng: def.nameEng,
    classEng: cls.nameEng,
    spec2Eng: rules.spec2Eng?.[def.id] ?? def.spec2Eng ?? def.nameEng,
    role: def.role,
    image: `${slugify(cls.nameEng)}_${def.slug ?? slugify(def.nameEng)}.svg`,
    image2: classImage(cls),
  };
}

function buildExpansion(rules: ExpansionRules): GameClass[] {
  return rules.classIds.map((classId) => {
    const cls = CLASSES.find((c) => c.id === classId);
    if (!cls) throw new Error(`Unknown class id ${classId}`);
    const defs = (rules.specIds?.[classId] ?? cls.specIds).map((specId) => {
      const def = specById.get(specId);
      if (!def || def.classId !== classId)
        throw new Error(`Spec ${specId} is not a spec of class ${classId}`);
      return def;
    });
    const extras = (rules.extraSpecs ?? []).filter((s) => s.classId === classId);
    return {
      id: cls.id,
      name: cls.name,
      nameEng: cls.nameEng,
      color: cls.color,
      image: classImage(cls),
      specs: [...defs, ...extras].map((def) => buildSpec(def, cls, rules)),
    };
  });
}

export const classesByExpansion: Record<ExpansionKey, GameClass[]> = {
  classic: buildExpansion(RULES.classic),
  sod: buildExpansion(RULES.sod),
  wotlk: buildExpansion(RULES.wotlk),
  cata: buildExpansion(RULES.cata),
  mop: buildExpansion(RULES.mop),
};

/** The spec with this id in the expansion, or undefined when the expansion has no such spec. */
export function findSpec(expansion: ExpansionKey, specId: number): Spec | undefined {
  for (const cls of classesByExpansion[expansion]) {
    const spec = cls.specs.find((s) => s.id === specId);
    if (spec) return spec;
  }
  return undefined;
}
