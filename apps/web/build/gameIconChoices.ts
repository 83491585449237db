/**
 * Which game-icons.net glyph (CC BY 3.0, through @iconify-json/game-icons) draws each catalogue image, by the
 * file name the catalogue gives it. Blizzard's own art may not be shipped, so every class, spec, role, faction
 * and zone gets one of these instead. The generator fails on a catalogue image missing here.
 */

/** Classes and specs: drawn in the class colour (the colour comes from the catalogue). */
export const classGlyphs: Readonly<Record<string, string>> = {
  'warrior.svg': 'visored-helm',
  'warrior_arms.svg': 'battle-axe',
  'warrior_fury.svg': 'enrage',
  'warrior_protection.svg': 'checked-shield',
  'paladin.svg': 'templar-shield',
  'paladin_holy.svg': 'holy-grail',
  'paladin_protection.svg': 'cross-shield',
  'paladin_retribution.svg': 'winged-sword',
  'hunter.svg': 'bow-arrow',
  'hunter_beast_mastery.svg': 'wolf-head',
  'hunter_marksmanship.svg': 'high-shot',
  'hunter_survival.svg': 'wolf-trap',
  'rogue.svg': 'hooded-assassin',
  'rogue_assassination.svg': 'poison-bottle',
  'rogue_combat.svg': 'daggers',
  'rogue_subtlety.svg': 'cloak-dagger',
  'rogue_tank.svg': 'bordered-shield',
  'priest.svg': 'holy-symbol',
  'priest_discipline.svg': 'magic-shield',
  'priest_holy.svg': 'sunbeams',
  'priest_shadow.svg': 'tentacles-skull',
  'death_knight.svg': 'crowned-skull',
  'death_knight_blood.svg': 'bleeding-heart',
  'death_knight_frost.svg': 'frozen-orb',
  'death_knight_unholy.svg': 'goo-skull',
  'shaman.svg': 'totem-head',
  'shaman_elemental.svg': 'lightning-storm',
  'shaman_enhancement.svg': 'thor-fist',
  'shaman_enhancement_tank.svg': 'lightning-shield',
  'shaman_restoration.svg': 'water-drop',
  'mage.svg': 'wizard-staff',
  'mage_arcane.svg': 'magic-swirl',
  'mage_arcane_healer.svg': 'heart-plus',
  'mage_fire.svg': 'fireball',
  'mage_frost.svg': 'ice-bolt',
  'warlock.svg': 'warlock-eye',
  'warlock_affliction.svg': 'cursed-star',
  'warlock_demonology.svg': 'imp',
  'warlock_demonology_tank.svg': 'horned-skull',
  'warlock_destruction.svg': 'meteor-impact',
  'monk.svg': 'monk-face',
  'monk_brewmaster.svg': 'beer-stein',
  'monk_mistweaver.svg': 'lotus-flower',
  'monk_windwalker.svg': 'fist',
  'druid.svg': 'oak-leaf',
  'druid_balance.svg': 'moon',
  'druid_feral.svg': 'saber-toothed-cat-head',
  'druid_feral_tank.svg': 'bear-face',
  'druid_guardian.svg': 'bear-head',
  'druid_restoration.svg': 'tree-growth',
};

interface Emblem {
  glyph: string;
  /** Colour of the glyph. */
  colour: string;
  /** Colour of the square behind it. */
  background: string;
}

/** Roles in the colours the roster already uses for them: tank blue, healer green, damage red. */
export const roleEmblems: Readonly<Record<string, Emblem>> = {
  'tank.svg': { glyph: 'shield', colour: '#6ea8fe', background: '#16233a' },
  'healer.svg': { glyph: 'health-normal', colour: '#75b798', background: '#142a20' },
  'dps.svg': { glyph: 'crossed-swords', colour: '#ea868f', background: '#33181b' },
};

/** Two emblems that differ in shape and colour, so neither depends on colour vision alone. */
export const factionEmblems: Readonly<Record<string, Emblem>> = {
  'alliance.svg': { glyph: 'lion', colour: '#f2cf6b', background: '#1c3f8c' },
  'horde.svg': { glyph: 'orc-head', colour: '#f3e3c3', background: '#9b1c14' },
};

/** One emblem per raid zone, gold on a dark banner tinted by the zone's mood. */
export const zoneEmblems: Readonly<Record<string, Emblem>> = {
  'molten_core.svg': { glyph: 'volcano', colour: '#ffb35c', background: '#4a1608' },
  'onyxias_lair.svg': { glyph: 'dragon-head', colour: '#e9c46a', background: '#2b1d33' },
  'blackwing_lair.svg': { glyph: 'spiked-dragon-head', colour: '#e76f51', background: '#1d1416' },
  'zul_gurub.svg': { glyph: 'tribal-mask', colour: '#9bd56b', background: '#173120' },
  'ruins_of_ahn_qiraj.svg': { glyph: 'scarab-beetle', colour: '#f1d38a', background: '#4a3514' },
  'temple_of_ahn_qiraj.svg': { glyph: 'eye-of-horus', colour: '#f1d38a', background: '#3a2340' },
  'naxxramas.svg': { glyph: 'skull-crossed-bones', colour: '#9fe2bf', background: '#142a2a' },
  'karazhan.svg': { glyph: 'magic-portal', colour: '#c7a5ff', background: '#241a3d' },
  'tempest_keep.svg': { glyph: 'crystal-growth', colour: '#7fd8ff', background: '#13243d' },
  'black_temple.svg': { glyph: 'evil-tower', colour: '#a9e34b', background: '#1b2414' },
  'sunwell_plateau.svg': { glyph: 'sunrise', colour: '#ffd166', background: '#3d2a10' },
  'vault_of_archavon.svg': { glyph: 'stone-tower', colour: '#cfd8e3', background: '#1f2a36' },
  'obsidian_sanctum.svg': { glyph: 'dragon-breath', colour: '#ff8c69', background: '#1a1a1f' },
  'eye_of_eternity.svg': { glyph: 'all-seeing-eye', colour: '#8ecae6', background: '#1b1f45' },
  'ulduar.svg': { glyph: 'gears', colour: '#e9c46a', background: '#1e2b3a' },
  'trial_of_the_crusader.svg': { glyph: 'knight-banner', colour: '#f4d35e', background: '#3a1518' },
  'icecrown_citadel.svg': { glyph: 'throne-king', colour: '#bde0fe', background: '#14263b' },
  'ruby_sanctum.svg': { glyph: 'egg-clutch', colour: '#ff6b81', background: '#3a0f1a' },
  'scarlet_enclave.svg': { glyph: 'winged-emblem', colour: '#ff5d5d', background: '#2c1012' },
  'baradin_hold.svg': { glyph: 'dungeon-gate', colour: '#d9c5a0', background: '#262320' },
  'blackwing_descent.svg': { glyph: 'double-dragon', colour: '#e76f51', background: '#1d1416' },
  'bastion_of_twilight.svg': { glyph: 'hydra', colour: '#c792ea', background: '#231634' },
  'throne_of_the_four_winds.svg': { glyph: 'whirlwind', colour: '#a8dadc', background: '#163040' },
  'firelands.svg': { glyph: 'fire-shrine', colour: '#ffa94d', background: '#3f1406' },
  'dragon_soul.svg': { glyph: 'dragon-spiral', colour: '#b197fc', background: '#1f1533' },
  'mogushan_vaults.svg': { glyph: 'pagoda', colour: '#ffd166', background: '#3a1a10' },
  'heart_of_fear.svg': { glyph: 'praying-mantis', colour: '#c0eb75', background: '#2a2410' },
  'terrace_of_endless_spring.svg': { glyph: 'lotus', colour: '#96f2d7', background: '#11303a' },
  'throne_of_thunder.svg': { glyph: 'lightning-helix', colour: '#ffe066', background: '#1c2140' },
  'siege_of_orgrimmar.svg': { glyph: 'tower-flag', colour: '#ff8787', background: '#2e1512' },
  'blackfathom_deeps.svg': { glyph: 'octopus', colour: '#63e6be', background: '#0f2a36' },
  'gnomeregan.svg': { glyph: 'cog', colour: '#ffd43b', background: '#22303a' },
  'sunken_temple.svg': { glyph: 'mayan-pyramid', colour: '#8ce99a', background: '#1a2e1f' },
};

/** What a failed or unknown image shows (SPEC section 8: replaced by a default image). */
export const defaultEmblem: Emblem = { glyph: 'uncertainty', colour: '#adb5bd', background: '#23262b' };

/** Where the class and spec glyphs sit. */
export const CLASS_BACKGROUND = '#16181d';
