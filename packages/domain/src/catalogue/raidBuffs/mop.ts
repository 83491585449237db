import { ability, buff, debuff, only } from './abilities.js';
import { SPEC } from './ids.js';
import type { RaidBuffTable } from './types.js';

/**
 * Mists of Pandaria (level 90): eight raid buff categories, each brought by several classes, plus the major
 * cooldown and the shared debuffs (Weakened Armor, Physical Vulnerability, Magic Vulnerability, Weakened
 * Blows, Mortal Wounds). Everything reaches the whole raid. Hunter pets bring most categories too; they are
 * left out, as the pet is not on the sign-up.
 */
export const mopBuffs: RaidBuffTable = {
  sources: [
    'https://worldofwarcraft.blizzard.com/en-us/news/4574894/mists-of-pandaria-buff-and-debuff-design',
    'https://github.com/wowsims/mop/blob/master/ui/core/components/inputs/buffs_debuffs.ts',
  ],
  buffs: [
    buff('bloodlust', 'Bloodlust / Heroism / Time Warp', 'Жажда крови / Героизм / Искажение времени', [
      ability.bloodlustHeroism,
      ability.timeWarp,
    ]),
    buff('stats', 'Strength, agility, intellect 5%', 'Сила, ловкость, интеллект 5%', [
      ability.blessingOfKings,
      ability.markOfTheWild,
      ability.legacyOfTheEmperor,
    ]),
    buff('stamina', 'Stamina 10%', 'Выносливость 10%', [
      ability.powerWordFortitude,
      ability.commandingShout,
      ability.bloodPact,
    ]),
    buff('attackPower', 'Attack power 10%', 'Сила атаки 10%', [
      ability.battleShout,
      ability.hornOfWinter,
      ability.trueshotAura,
    ]),
    buff('spellPower', 'Spell power 10%', 'Сила заклинаний 10%', [
      ability.arcaneBrilliance,
      ability.darkIntent,
      ability.burningWrath,
    ]),
    buff('attackSpeed', 'Melee and ranged haste 10%', 'Скорость ближнего и дальнего боя 10%', [
      only(ability.unholyAura, SPEC.frostDeathKnight, SPEC.unholy),
      ability.swiftbladesCunning,
      only(ability.unleashedRage, SPEC.enhancement),
    ]),
    buff('spellHaste', 'Spell haste 5%', 'Скорость заклинаний 5%', [
      only(ability.moonkinAura, SPEC.balance),
      only(ability.mindQuickening, SPEC.shadow),
      only(ability.elementalOath, SPEC.elemental),
    ]),
    buff('crit', 'Crit 5%', 'Крит. удар 5%', [
      ability.arcaneBrilliance,
      only(ability.leaderOfThePack, SPEC.feral, SPEC.guardian),
      only(ability.legacyOfTheWhiteTiger, SPEC.windwalker),
    ]),
    buff('mastery', 'Mastery', 'Искусность', [ability.blessingOfMight, ability.graceOfAir]),
    debuff('weakenedArmor', 'Weakened Armor', 'Ослабленная броня', [
      ability.sunderArmor,
      ability.exposeArmor,
      ability.faerieFire,
    ]),
    debuff('physicalVulnerability', 'Physical Vulnerability', 'Уязвимость к физическому урону', [
      only(ability.colossusSmash, SPEC.arms, SPEC.fury),
      only(ability.frostFeverTalents, SPEC.frostDeathKnight, SPEC.unholy),
      only(ability.judgmentsOfTheBold, SPEC.retribution),
    ]),
    debuff('magicVulnerability', 'Magic Vulnerability', 'Уязвимость к магии', [
      ability.curseOfTheElements,
      ability.masterPoisoner,
    ]),
    debuff('weakenedBlows', 'Weakened Blows', 'Ослабленные удары', [
      ability.thunderClap,
      only(ability.scarletFever, SPEC.blood),
      only(ability.kegSmash, SPEC.brewmaster),
      only(ability.thrash, SPEC.feral, SPEC.guardian),
      only(ability.hammerOfTheRighteousCrusaderStrike, SPEC.protectionPaladin, SPEC.retribution),
      ability.earthShock,
    ]),
    debuff('mortalWounds', 'Mortal Wounds', 'Смертельные раны', [
      only(ability.mortalStrikeWildStrike, SPEC.arms, SPEC.fury),
      ability.woundPoison,
      ability.widowVenom,
      only(ability.risingSunKick, SPEC.windwalker),
    ]),
  ],
};
