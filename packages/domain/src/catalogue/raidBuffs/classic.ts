import { CLASS, FACTION, provider, SPEC } from './ids.js';
import type { RaidBuffTable } from './types.js';

const { alliance, horde } = FACTION;

/**
 * Classic Era and Season of Discovery (level 60). Party-only here: shaman totems, paladin auras, Battle Shout,
 * Trueshot Aura, Leader of the Pack, Moonkin Aura and Blood Pact reach the caster's group of 5; single-target
 * buffs (Fortitude, Mark of the Wild, Arcane Intellect) and class-wide Greater Blessings reach everyone, and
 * debuffs on the target help the whole raid. Paladins are Alliance-only and shamans Horde-only, in Season of
 * Discovery too. Blessing of Kings needs a Protection talent; the blessings row counts any paladin, as raid
 * leaders plan blessings per paladin rather than per talent. Runes of Season of Discovery add effects this
 * table leaves out: it lists what the class brings before runes.
 */
export const classicBuffs: RaidBuffTable = {
  sources: [
    'https://github.com/wowsims/sod/blob/master/ui/core/components/inputs/buffs_debuffs.ts',
    'https://warcraft.wiki.gg/wiki/Group_buff',
    'https://warcraft.wiki.gg/wiki/Aura',
  ],
  buffs: [
    {
      key: 'fortitude',
      kind: 'buff',
      name: { en: 'Stamina', ru: 'Выносливость' },
      providers: [provider('Power Word: Fortitude', 'Слово силы: Стойкость', CLASS.priest)],
    },
    {
      key: 'markOfTheWild',
      kind: 'buff',
      name: { en: 'All stats and armor', ru: 'Все характеристики и броня' },
      providers: [provider('Mark of the Wild', 'Знак дикой природы', CLASS.druid)],
    },
    {
      key: 'arcaneIntellect',
      kind: 'buff',
      name: { en: 'Intellect', ru: 'Интеллект' },
      providers: [provider('Arcane Intellect', 'Чародейский интеллект', CLASS.mage)],
    },
    {
      key: 'blessings',
      kind: 'buff',
      name: { en: 'Blessings', ru: 'Благословения' },
      providers: [
        provider(
          'Greater Blessings (Kings, Might, Wisdom, Salvation)',
          'Великие благословения',
          CLASS.paladin,
          {
            factionId: alliance,
          },
        ),
      ],
    },
    {
      key: 'battleShout',
      kind: 'buff',
      name: { en: 'Attack power (party)', ru: 'Сила атаки (группа)' },
      providers: [provider('Battle Shout', 'Боевой крик', CLASS.warrior, { group: true })],
    },
    {
      key: 'trueshotAura',
      kind: 'buff',
      name: { en: 'Trueshot Aura', ru: 'Аура меткого выстрела' },
      providers: [
        provider('Trueshot Aura', 'Аура меткого выстрела', CLASS.hunter, {
          specIds: [SPEC.marksmanship],
          group: true,
        }),
      ],
    },
    {
      key: 'leaderOfThePack',
      kind: 'buff',
      name: { en: 'Melee and ranged crit 3%', ru: 'Крит. удар ближнего и дальнего боя 3%' },
      providers: [
        provider('Leader of the Pack', 'Вожак стаи', CLASS.druid, {
          specIds: [SPEC.feral, SPEC.feralTank],
          group: true,
        }),
      ],
    },
    {
      key: 'moonkinAura',
      kind: 'buff',
      name: { en: 'Spell crit 3%', ru: 'Крит. эффект заклинаний 3%' },
      providers: [
        provider('Moonkin Aura', 'Аура лунного совуха', CLASS.druid, {
          specIds: [SPEC.balance],
          group: true,
        }),
      ],
    },
    {
      key: 'windfuryTotem',
      kind: 'buff',
      name: { en: 'Windfury', ru: 'Неистовство ветра' },
      providers: [
        provider('Windfury Totem', 'Тотем неистовства ветра', CLASS.shaman, {
          factionId: horde,
          group: true,
        }),
      ],
    },
    {
      key: 'earthTotems',
      kind: 'buff',
      name: { en: 'Strength and agility totems', ru: 'Тотемы силы и ловкости' },
      providers: [
        provider(
          'Strength of Earth and Grace of Air Totems',
          'Тотемы силы земли и легкости воздуха',
          CLASS.shaman,
          {
            factionId: horde,
            group: true,
          },
        ),
      ],
    },
    {
      key: 'manaSpringTotem',
      kind: 'buff',
      name: { en: 'Mana regeneration totem', ru: 'Тотем восполнения маны' },
      providers: [
        provider('Mana Spring Totem', 'Тотем источника маны', CLASS.shaman, {
          factionId: horde,
          group: true,
        }),
      ],
    },
    {
      key: 'paladinAura',
      kind: 'buff',
      name: { en: 'Paladin aura', ru: 'Аура паладина' },
      providers: [
        provider(
          'Devotion, Retribution or Concentration Aura',
          'Аура благочестия, воздаяния или сосредоточенности',
          CLASS.paladin,
          {
            factionId: alliance,
            group: true,
          },
        ),
      ],
    },
    {
      key: 'bloodPact',
      kind: 'buff',
      name: { en: 'Stamina (party)', ru: 'Выносливость (группа)' },
      providers: [provider('Blood Pact', 'Кровавый союз', CLASS.warlock, { group: true })],
    },
    {
      key: 'armorReduction',
      kind: 'debuff',
      name: { en: 'Armor reduction', ru: 'Снижение брони' },
      providers: [
        provider('Sunder Armor', 'Раскол брони', CLASS.warrior),
        provider('Expose Armor', 'Ослабление доспеха', CLASS.rogue),
      ],
    },
    {
      key: 'faerieFire',
      kind: 'debuff',
      name: { en: 'Faerie Fire', ru: 'Волшебный огонь' },
      providers: [provider('Faerie Fire', 'Волшебный огонь', CLASS.druid)],
    },
    {
      key: 'curseOfRecklessness',
      kind: 'debuff',
      name: { en: 'Curse of Recklessness', ru: 'Проклятие безрассудства' },
      providers: [provider('Curse of Recklessness', 'Проклятие безрассудства', CLASS.warlock)],
    },
    {
      key: 'curseOfElements',
      kind: 'debuff',
      name: { en: 'Fire and frost damage taken', ru: 'Получаемый урон от огня и льда' },
      providers: [provider('Curse of the Elements', 'Проклятие стихий', CLASS.warlock)],
    },
    {
      key: 'curseOfShadow',
      kind: 'debuff',
      name: { en: 'Shadow and arcane damage taken', ru: 'Получаемый урон от тьмы и тайной магии' },
      providers: [provider('Curse of Shadow', 'Проклятие Тьмы', CLASS.warlock)],
    },
    {
      key: 'improvedScorch',
      kind: 'debuff',
      name: { en: 'Fire vulnerability', ru: 'Уязвимость к огню' },
      providers: [provider('Improved Scorch', 'Улучшенный ожог', CLASS.mage, { specIds: [SPEC.fire] })],
    },
    {
      key: 'wintersChill',
      kind: 'debuff',
      name: { en: "Winter's Chill", ru: 'Зимняя стужа' },
      providers: [provider("Winter's Chill", 'Зимняя стужа', CLASS.mage, { specIds: [SPEC.frostMage] })],
    },
    {
      key: 'shadowWeaving',
      kind: 'debuff',
      name: { en: 'Shadow Weaving', ru: 'Плетение теней' },
      providers: [provider('Shadow Weaving', 'Плетение теней', CLASS.priest, { specIds: [SPEC.shadow] })],
    },
    {
      key: 'judgements',
      kind: 'debuff',
      name: { en: 'Judgement of Wisdom or Light', ru: 'Правосудие мудрости или света' },
      providers: [
        provider(
          'Judgement of Wisdom, Judgement of Light',
          'Правосудие мудрости, правосудие света',
          CLASS.paladin,
          {
            factionId: alliance,
          },
        ),
      ],
    },
    {
      key: 'demoralizingShout',
      kind: 'debuff',
      name: { en: 'Attack power reduction', ru: 'Снижение силы атаки' },
      providers: [
        provider('Demoralizing Shout', 'Деморализующий крик', CLASS.warrior),
        provider('Demoralizing Roar', 'Деморализующий рык', CLASS.druid, { specIds: [SPEC.feralTank] }),
      ],
    },
    {
      key: 'thunderClap',
      kind: 'debuff',
      name: { en: 'Attack speed slow', ru: 'Замедление атаки' },
      providers: [provider('Thunder Clap', 'Удар грома', CLASS.warrior)],
    },
  ],
};
