import { ability, buff, debuff, only } from './abilities.js';
import { SPEC } from './ids.js';
import type { RaidBuffTable } from './types.js';

/**
 * Cataclysm (level 85). Patch 4.0.1 folded buffs into fewer categories and made totems and auras reach the
 * whole raid, so nothing here is group-only. Hunter pet abilities that share a category (Embrace of the
 * Shale Spider, Furious Howl, Ancient Hysteria, ...) are left out: the pet is not on the sign-up. No page
 * in reach listed the 4.x table whole, so it is written from the 4.x categories, its ability names checked
 * against the wowsims simulators below, and marked for review in docs/decisions.md.
 */
export const cataBuffs: RaidBuffTable = {
  sources: [
    'https://github.com/wowsims/cata/blob/master/ui/core/components/inputs/buffs_debuffs.ts',
    'https://github.com/wowsims/wotlk/blob/master/ui/raid/raid_stats.ts',
  ],
  buffs: [
    buff('bloodlust', 'Bloodlust / Heroism / Time Warp', 'Жажда крови / Героизм / Искажение времени', [
      ability.bloodlustHeroism,
      ability.timeWarp,
    ]),
    buff('stats', 'All stats 5%', 'Все характеристики 5%', [ability.markOfTheWild, ability.blessingOfKings]),
    buff('stamina', 'Stamina', 'Выносливость', [
      ability.powerWordFortitude,
      ability.commandingShout,
      ability.bloodPact,
    ]),
    buff('strengthAgility', 'Strength and agility', 'Сила и ловкость', [
      ability.battleShout,
      ability.hornOfWinter,
      ability.strengthOfEarthTotem,
    ]),
    buff('attackPowerPercent', 'Attack power 10%', 'Сила атаки 10%', [
      ability.blessingOfMight,
      only(ability.trueshotAura, SPEC.marksmanship),
      only(ability.unleashedRage, SPEC.enhancement),
      only(ability.abominationsMight, SPEC.blood),
    ]),
    buff('meleeHaste', 'Melee and ranged haste 10%', 'Скорость ближнего и дальнего боя 10%', [
      ability.windfuryTotem,
      only(ability.improvedIcyTalons, SPEC.frostDeathKnight),
      only(ability.huntingParty, SPEC.survival),
    ]),
    buff('spellPower', 'Spell power', 'Сила заклинаний', [
      ability.arcaneBrilliance,
      ability.flametongueTotem,
      only(ability.demonicPact, SPEC.demonology),
    ]),
    buff('spellHaste', 'Spell haste 5%', 'Скорость заклинаний 5%', [
      ability.wrathOfAirTotem,
      only(ability.moonkinForm, SPEC.balance),
      only(ability.mindQuickening, SPEC.shadow),
    ]),
    buff('crit', 'Crit 5%', 'Крит. удар 5%', [
      only(ability.leaderOfThePack, SPEC.feral, SPEC.feralTank),
      only(ability.elementalOath, SPEC.elemental),
      only(ability.honorAmongThieves, SPEC.subtlety),
      only(ability.rampage, SPEC.fury),
    ]),
    buff('damagePercent', 'Damage 3%', 'Урон 3%', [
      only(ability.arcaneTactics, SPEC.arcane),
      only(ability.ferociousInspiration, SPEC.beastMastery),
      only(ability.communion, SPEC.retribution),
    ]),
    buff('replenishment', 'Replenishment', 'Восполнение', [
      only(ability.vampiricTouch, SPEC.shadow),
      only(ability.communion, SPEC.retribution),
      only(ability.enduringWinter, SPEC.frostMage),
      only(ability.soulLeech, SPEC.destruction),
      only(ability.revitalize, SPEC.restorationDruid),
    ]),
    debuff('armorReduction', 'Armor reduction 12%', 'Снижение брони 12%', [
      ability.sunderArmor,
      ability.exposeArmor,
      ability.faerieFire,
    ]),
    debuff('physicalVulnerability', 'Physical damage taken 4%', 'Получаемый физический урон 4%', [
      only(ability.bloodFrenzy, SPEC.arms),
      only(ability.savageCombat, SPEC.combat),
      only(ability.brittleBones, SPEC.frostDeathKnight),
    ]),
    debuff('bleed', 'Bleed damage taken 30%', 'Урон от кровотечения 30%', [
      only(ability.mangle, SPEC.feral, SPEC.feralTank),
      only(ability.trauma, SPEC.arms),
      only(ability.hemorrhage, SPEC.subtlety),
    ]),
    debuff('spellDamageTaken', 'Spell damage taken 8%', 'Получаемый урон от заклинаний 8%', [
      ability.curseOfTheElements,
      only(ability.earthAndMoon, SPEC.balance),
      only(ability.ebonPlaguebringer, SPEC.unholy),
      only(ability.masterPoisoner, SPEC.assassination),
    ]),
    debuff('spellCritTaken', 'Spell crit taken 5%', 'Получаемый крит. эффект заклинаний 5%', [
      only(ability.criticalMass, SPEC.fire),
      only(ability.shadowAndFlame, SPEC.destruction),
    ]),
    debuff(
      'attackPowerReduction',
      'Physical damage dealt reduction',
      'Снижение наносимого физического урона',
      [
        ability.demoralizingShout,
        only(ability.demoralizingRoar, SPEC.feralTank),
        only(ability.vindication, SPEC.protectionPaladin),
        only(ability.scarletFever, SPEC.blood),
        ability.curseOfWeakness,
      ],
    ),
    debuff('attackSpeedSlow', 'Attack speed slow 20%', 'Замедление атаки 20%', [
      ability.thunderClap,
      ability.frostFever,
      only(ability.judgementsOfTheJust, SPEC.protectionPaladin),
      only(ability.infectedWounds, SPEC.feral, SPEC.feralTank),
    ]),
  ],
};
