import { ability, buff, debuff, only, party, withClassicFactions } from './abilities.js';
import { SPEC } from './ids.js';
import type { RaidBuffTable } from './types.js';

/**
 * Classic Era and Season of Discovery (level 60). Party-only here: shaman totems, paladin auras, Battle Shout,
 * Trueshot Aura, Leader of the Pack, Moonkin Aura and Blood Pact reach the caster's group of 5; single-target
 * buffs (Fortitude, Mark of the Wild, Arcane Intellect) and class-wide Greater Blessings reach everyone, and
 * debuffs on the target help the whole raid. Paladins are Alliance-only and shamans Horde-only, in Season of
 * Discovery too. Blessing of Kings needs a Protection talent; the blessings row counts any paladin, as raid
 * leaders plan blessings per paladin rather than per talent. Runes of Season of Discovery add effects this
 * table leaves out: it lists what the class brings before runes.
 */
export const classicBuffs: RaidBuffTable = withClassicFactions({
  sources: [
    'https://github.com/wowsims/sod/blob/master/ui/core/components/inputs/buffs_debuffs.ts',
    'https://warcraft.wiki.gg/wiki/Group_buff',
    'https://warcraft.wiki.gg/wiki/Aura',
  ],
  buffs: [
    buff('fortitude', 'Stamina', 'Выносливость', [ability.powerWordFortitude]),
    buff('markOfTheWild', 'All stats and armor', 'Все характеристики и броня', [ability.markOfTheWild]),
    buff('arcaneIntellect', 'Intellect', 'Интеллект', [ability.arcaneIntellect]),
    buff('blessings', 'Blessings', 'Благословения', [ability.greaterBlessings]),
    buff('battleShout', 'Attack power (party)', 'Сила атаки (группа)', [party(ability.battleShout)]),
    buff('trueshotAura', 'Trueshot Aura', 'Аура меткого выстрела', [
      party(only(ability.trueshotAura, SPEC.marksmanship)),
    ]),
    buff('leaderOfThePack', 'Melee and ranged crit 3%', 'Крит. удар ближнего и дальнего боя 3%', [
      party(only(ability.leaderOfThePack, SPEC.feral, SPEC.feralTank)),
    ]),
    buff('moonkinAura', 'Spell crit 3%', 'Крит. эффект заклинаний 3%', [
      party(only(ability.moonkinAura, SPEC.balance)),
    ]),
    buff('windfuryTotem', 'Windfury', 'Неистовство ветра', [party(ability.windfuryTotem)]),
    buff('earthTotems', 'Strength and agility totems', 'Тотемы силы и ловкости', [
      party(ability.earthAndAirTotems),
    ]),
    buff('manaSpringTotem', 'Mana regeneration totem', 'Тотем восполнения маны', [
      party(ability.manaSpringTotem),
    ]),
    buff('paladinAura', 'Paladin aura', 'Аура паладина', [party(ability.paladinAuras)]),
    buff('bloodPact', 'Stamina (party)', 'Выносливость (группа)', [party(ability.bloodPact)]),
    debuff('armorReduction', 'Armor reduction', 'Снижение брони', [ability.sunderArmor, ability.exposeArmor]),
    debuff('faerieFire', 'Faerie Fire', 'Волшебный огонь', [ability.faerieFire]),
    debuff('curseOfRecklessness', 'Curse of Recklessness', 'Проклятие безрассудства', [
      ability.curseOfRecklessness,
    ]),
    debuff('curseOfElements', 'Fire and frost damage taken', 'Получаемый урон от огня и льда', [
      ability.curseOfTheElements,
    ]),
    debuff('curseOfShadow', 'Shadow and arcane damage taken', 'Получаемый урон от тьмы и тайной магии', [
      ability.curseOfShadow,
    ]),
    debuff('improvedScorch', 'Fire vulnerability', 'Уязвимость к огню', [
      only(ability.improvedScorch, SPEC.fire),
    ]),
    debuff('wintersChill', "Winter's Chill", 'Зимняя стужа', [only(ability.wintersChill, SPEC.frostMage)]),
    debuff('shadowWeaving', 'Shadow Weaving', 'Плетение теней', [only(ability.shadowWeaving, SPEC.shadow)]),
    debuff('judgements', 'Judgement of Wisdom or Light', 'Правосудие мудрости или света', [
      ability.judgementsOfWisdomAndLight,
    ]),
    debuff('demoralizingShout', 'Attack power reduction', 'Снижение силы атаки', [
      ability.demoralizingShout,
      only(ability.demoralizingRoar, SPEC.feralTank),
    ]),
    debuff('thunderClap', 'Attack speed slow', 'Замедление атаки', [ability.thunderClap]),
  ],
});
