import { ability, buff, debuff, only, party } from './abilities.js';
import { SPEC } from './ids.js';
import type { RaidBuffTable } from './types.js';

/**
 * Wrath of the Lich King (level 80). Buffs of one category do not stack, so one provider of each is enough.
 * Auras, shouts and talent auras reach the whole raid; shaman totems still reach only the shaman's group of 5.
 * Talent providers are listed for the spec that takes the talent in a raid build.
 */
export const wotlkBuffs: RaidBuffTable = {
  sources: [
    'https://github.com/wowsims/wotlk/blob/master/ui/raid/raid_stats.ts',
    'https://www.multiplayergames.com/2008/09/04/the-road-to-the-lich-king-wows-new-buff-debuff-system/',
  ],
  buffs: [
    buff('bloodlust', 'Bloodlust / Heroism', 'Жажда крови / Героизм', [ability.bloodlustHeroism]),
    buff('stats', 'All stats', 'Все характеристики', [ability.giftOfTheWild]),
    buff('statsPercent', 'All stats 10%', 'Все характеристики 10%', [ability.blessingOfKings]),
    buff('stamina', 'Stamina', 'Выносливость', [ability.powerWordFortitude]),
    buff('intellect', 'Intellect', 'Интеллект', [ability.arcaneIntellect, ability.felIntelligence]),
    buff('strengthAgility', 'Strength and agility', 'Сила и ловкость', [
      ability.hornOfWinter,
      party(ability.strengthOfEarthTotem),
    ]),
    buff('attackPower', 'Attack power', 'Сила атаки', [ability.blessingOfMight, ability.battleShout]),
    buff('attackPowerPercent', 'Attack power 10%', 'Сила атаки 10%', [
      only(ability.trueshotAura, SPEC.marksmanship),
      only(ability.unleashedRage, SPEC.enhancement),
      only(ability.abominationsMight, SPEC.blood),
    ]),
    buff('damagePercent', 'Damage 3%', 'Урон 3%', [
      only(ability.sanctifiedRetribution, SPEC.retribution),
      only(ability.arcaneEmpowerment, SPEC.arcane),
      only(ability.ferociousInspiration, SPEC.beastMastery),
    ]),
    buff('hastePercent', 'Haste 3%', 'Скорость 3%', [
      only(ability.swiftRetribution, SPEC.retribution),
      only(ability.improvedMoonkinForm, SPEC.balance),
    ]),
    buff('meleeCrit', 'Melee and ranged crit 5%', 'Крит. удар ближнего и дальнего боя 5%', [
      only(ability.leaderOfThePack, SPEC.feral, SPEC.feralTank),
      only(ability.rampage, SPEC.fury),
    ]),
    buff('meleeHaste', 'Melee haste', 'Скорость ближнего боя', [
      only(ability.improvedIcyTalons, SPEC.frostDeathKnight),
      party(ability.windfuryTotem),
    ]),
    buff('spellPower', 'Spell power', 'Сила заклинаний', [
      only(ability.demonicPact, SPEC.demonology),
      party(only(ability.totemOfWrath, SPEC.elemental)),
      party(ability.flametongueTotem),
    ]),
    buff('spellCrit', 'Spell crit 5%', 'Крит. эффект заклинаний 5%', [
      only(ability.moonkinAura, SPEC.balance),
      only(ability.elementalOath, SPEC.elemental),
    ]),
    buff('spellHaste', 'Spell haste 5%', 'Скорость заклинаний 5%', [party(ability.wrathOfAirTotem)]),
    buff('health', 'Health', 'Здоровье', [ability.commandingShout, ability.bloodPact]),
    buff('manaRegen', 'Mana per 5 sec.', 'Мана раз в 5 сек.', [
      ability.blessingOfWisdom,
      party(ability.manaSpringTotem),
    ]),
    buff('replenishment', 'Replenishment', 'Восполнение', [
      only(ability.vampiricTouch, SPEC.shadow),
      only(ability.judgementsOfTheWise, SPEC.retribution),
      only(ability.huntingParty, SPEC.survival),
      only(ability.improvedSoulLeech, SPEC.destruction),
      only(ability.enduringWinter, SPEC.frostMage),
    ]),
    debuff('majorArmor', 'Armor reduction 20%', 'Снижение брони 20%', [
      ability.sunderArmor,
      ability.exposeArmor,
    ]),
    debuff('minorArmor', 'Armor reduction 5%', 'Снижение брони 5%', [
      ability.faerieFire,
      ability.curseOfWeakness,
    ]),
    debuff('physicalVulnerability', 'Physical damage taken 4%', 'Получаемый физический урон 4%', [
      only(ability.bloodFrenzy, SPEC.arms),
      only(ability.savageCombat, SPEC.combat),
    ]),
    debuff('bleed', 'Bleed damage taken 30%', 'Урон от кровотечения 30%', [
      only(ability.mangle, SPEC.feral, SPEC.feralTank),
      only(ability.trauma, SPEC.arms),
    ]),
    debuff('critTaken', 'Crit taken 3%', 'Получаемый крит. удар 3%', [
      only(ability.totemOfWrath, SPEC.elemental),
      only(ability.heartOfTheCrusader, SPEC.retribution),
      only(ability.masterPoisoner, SPEC.assassination),
    ]),
    debuff('spellCritTaken', 'Spell crit taken 5%', 'Получаемый крит. эффект заклинаний 5%', [
      only(ability.improvedScorch, SPEC.fire),
      only(ability.wintersChill, SPEC.frostMage),
      only(ability.improvedShadowBolt, SPEC.destruction),
    ]),
    debuff('spellHit', 'Spell hit 3%', 'Меткость заклинаний 3%', [
      only(ability.misery, SPEC.shadow),
      only(ability.improvedFaerieFire, SPEC.balance),
    ]),
    debuff('spellDamageTaken', 'Spell damage taken 13%', 'Получаемый урон от заклинаний 13%', [
      ability.curseOfTheElements,
      only(ability.ebonPlaguebringer, SPEC.unholy),
      only(ability.earthAndMoon, SPEC.balance),
    ]),
    debuff('attackPowerReduction', 'Attack power reduction', 'Снижение силы атаки', [
      ability.demoralizingShout,
      only(ability.demoralizingRoar, SPEC.feralTank),
      only(ability.vindication, SPEC.protectionPaladin, SPEC.retribution),
      ability.curseOfWeakness,
    ]),
    debuff('attackSpeedSlow', 'Attack speed slow', 'Замедление атаки', [
      ability.thunderClap,
      ability.frostFever,
      only(ability.judgementsOfTheJust, SPEC.protectionPaladin),
      only(ability.infectedWounds, SPEC.feral, SPEC.feralTank),
    ]),
  ],
};
