import { CLASS, provider, SPEC } from './ids.js';
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
    {
      key: 'bloodlust',
      kind: 'buff',
      name: { en: 'Bloodlust / Heroism', ru: 'Жажда крови / Героизм' },
      providers: [provider('Bloodlust / Heroism', 'Жажда крови / Героизм', CLASS.shaman)],
    },
    {
      key: 'stats',
      kind: 'buff',
      name: { en: 'All stats', ru: 'Все характеристики' },
      providers: [provider('Gift of the Wild', 'Дар дикой природы', CLASS.druid)],
    },
    {
      key: 'statsPercent',
      kind: 'buff',
      name: { en: 'All stats 10%', ru: 'Все характеристики 10%' },
      providers: [provider('Blessing of Kings', 'Благословение королей', CLASS.paladin)],
    },
    {
      key: 'stamina',
      kind: 'buff',
      name: { en: 'Stamina', ru: 'Выносливость' },
      providers: [provider('Power Word: Fortitude', 'Слово силы: Стойкость', CLASS.priest)],
    },
    {
      key: 'intellect',
      kind: 'buff',
      name: { en: 'Intellect', ru: 'Интеллект' },
      providers: [
        provider('Arcane Intellect', 'Чародейский интеллект', CLASS.mage),
        provider('Fel Intelligence', 'Интеллект Скверны', CLASS.warlock),
      ],
    },
    {
      key: 'strengthAgility',
      kind: 'buff',
      name: { en: 'Strength and agility', ru: 'Сила и ловкость' },
      providers: [
        provider('Horn of Winter', 'Зимний горн', CLASS.deathKnight),
        provider('Strength of Earth Totem', 'Тотем силы земли', CLASS.shaman, { group: true }),
      ],
    },
    {
      key: 'attackPower',
      kind: 'buff',
      name: { en: 'Attack power', ru: 'Сила атаки' },
      providers: [
        provider('Blessing of Might', 'Благословение могущества', CLASS.paladin),
        provider('Battle Shout', 'Боевой крик', CLASS.warrior),
      ],
    },
    {
      key: 'attackPowerPercent',
      kind: 'buff',
      name: { en: 'Attack power 10%', ru: 'Сила атаки 10%' },
      providers: [
        provider('Trueshot Aura', 'Аура меткого выстрела', CLASS.hunter, { specIds: [SPEC.marksmanship] }),
        provider('Unleashed Rage', 'Высвобожденная ярость', CLASS.shaman, { specIds: [SPEC.enhancement] }),
        provider("Abomination's Might", 'Мощь поганища', CLASS.deathKnight, { specIds: [SPEC.blood] }),
      ],
    },
    {
      key: 'damagePercent',
      kind: 'buff',
      name: { en: 'Damage 3%', ru: 'Урон 3%' },
      providers: [
        provider('Sanctified Retribution', 'Священное воздаяние', CLASS.paladin, {
          specIds: [SPEC.retribution],
        }),
        provider('Arcane Empowerment', 'Чародейское усиление', CLASS.mage, { specIds: [SPEC.arcane] }),
        provider('Ferocious Inspiration', 'Яростное вдохновение', CLASS.hunter, {
          specIds: [SPEC.beastMastery],
        }),
      ],
    },
    {
      key: 'hastePercent',
      kind: 'buff',
      name: { en: 'Haste 3%', ru: 'Скорость 3%' },
      providers: [
        provider('Swift Retribution', 'Быстрое воздаяние', CLASS.paladin, { specIds: [SPEC.retribution] }),
        provider('Improved Moonkin Form', 'Улучшенный облик лунного совуха', CLASS.druid, {
          specIds: [SPEC.balance],
        }),
      ],
    },
    {
      key: 'meleeCrit',
      kind: 'buff',
      name: { en: 'Melee and ranged crit 5%', ru: 'Крит. удар ближнего и дальнего боя 5%' },
      providers: [
        provider('Leader of the Pack', 'Вожак стаи', CLASS.druid, { specIds: [SPEC.feral, SPEC.feralTank] }),
        provider('Rampage', 'Буйство', CLASS.warrior, { specIds: [SPEC.fury] }),
      ],
    },
    {
      key: 'meleeHaste',
      kind: 'buff',
      name: { en: 'Melee haste', ru: 'Скорость ближнего боя' },
      providers: [
        provider('Improved Icy Talons', 'Улучшенные ледяные когти', CLASS.deathKnight, {
          specIds: [SPEC.frostDeathKnight],
        }),
        provider('Windfury Totem', 'Тотем неистовства ветра', CLASS.shaman, { group: true }),
      ],
    },
    {
      key: 'spellPower',
      kind: 'buff',
      name: { en: 'Spell power', ru: 'Сила заклинаний' },
      providers: [
        provider('Demonic Pact', 'Демонический пакт', CLASS.warlock, { specIds: [SPEC.demonology] }),
        provider('Totem of Wrath', 'Тотем гнева', CLASS.shaman, { specIds: [SPEC.elemental], group: true }),
        provider('Flametongue Totem', 'Тотем языка пламени', CLASS.shaman, { group: true }),
      ],
    },
    {
      key: 'spellCrit',
      kind: 'buff',
      name: { en: 'Spell crit 5%', ru: 'Крит. эффект заклинаний 5%' },
      providers: [
        provider('Moonkin Aura', 'Аура лунного совуха', CLASS.druid, { specIds: [SPEC.balance] }),
        provider('Elemental Oath', 'Клятва стихий', CLASS.shaman, { specIds: [SPEC.elemental] }),
      ],
    },
    {
      key: 'spellHaste',
      kind: 'buff',
      name: { en: 'Spell haste 5%', ru: 'Скорость заклинаний 5%' },
      providers: [provider('Wrath of Air Totem', 'Тотем гнева воздуха', CLASS.shaman, { group: true })],
    },
    {
      key: 'health',
      kind: 'buff',
      name: { en: 'Health', ru: 'Здоровье' },
      providers: [
        provider('Commanding Shout', 'Командирский крик', CLASS.warrior),
        provider('Blood Pact', 'Кровавый союз', CLASS.warlock),
      ],
    },
    {
      key: 'manaRegen',
      kind: 'buff',
      name: { en: 'Mana per 5 sec.', ru: 'Мана раз в 5 сек.' },
      providers: [
        provider('Blessing of Wisdom', 'Благословение мудрости', CLASS.paladin),
        provider('Mana Spring Totem', 'Тотем источника маны', CLASS.shaman, { group: true }),
      ],
    },
    {
      key: 'replenishment',
      kind: 'buff',
      name: { en: 'Replenishment', ru: 'Восполнение' },
      providers: [
        provider('Vampiric Touch', 'Прикосновение вампира', CLASS.priest, { specIds: [SPEC.shadow] }),
        provider('Judgements of the Wise', 'Правосудие мудрых', CLASS.paladin, {
          specIds: [SPEC.retribution],
        }),
        provider('Hunting Party', 'Охотничий отряд', CLASS.hunter, { specIds: [SPEC.survival] }),
        provider('Improved Soul Leech', 'Улучшенное похищение души', CLASS.warlock, {
          specIds: [SPEC.destruction],
        }),
        provider('Enduring Winter', 'Бесконечная зима', CLASS.mage, { specIds: [SPEC.frostMage] }),
      ],
    },
    {
      key: 'majorArmor',
      kind: 'debuff',
      name: { en: 'Armor reduction 20%', ru: 'Снижение брони 20%' },
      providers: [
        provider('Sunder Armor', 'Раскол брони', CLASS.warrior),
        provider('Expose Armor', 'Ослабление доспеха', CLASS.rogue),
      ],
    },
    {
      key: 'minorArmor',
      kind: 'debuff',
      name: { en: 'Armor reduction 5%', ru: 'Снижение брони 5%' },
      providers: [
        provider('Faerie Fire', 'Волшебный огонь', CLASS.druid),
        provider('Curse of Weakness', 'Проклятие слабости', CLASS.warlock),
      ],
    },
    {
      key: 'physicalVulnerability',
      kind: 'debuff',
      name: { en: 'Physical damage taken 4%', ru: 'Получаемый физический урон 4%' },
      providers: [
        provider('Blood Frenzy', 'Кровавое бешенство', CLASS.warrior, { specIds: [SPEC.arms] }),
        provider('Savage Combat', 'Жестокая схватка', CLASS.rogue, { specIds: [SPEC.combat] }),
      ],
    },
    {
      key: 'bleed',
      kind: 'debuff',
      name: { en: 'Bleed damage taken 30%', ru: 'Урон от кровотечения 30%' },
      providers: [
        provider('Mangle', 'Увечье', CLASS.druid, { specIds: [SPEC.feral, SPEC.feralTank] }),
        provider('Trauma', 'Травма', CLASS.warrior, { specIds: [SPEC.arms] }),
      ],
    },
    {
      key: 'critTaken',
      kind: 'debuff',
      name: { en: 'Crit taken 3%', ru: 'Получаемый крит. удар 3%' },
      providers: [
        provider('Totem of Wrath', 'Тотем гнева', CLASS.shaman, { specIds: [SPEC.elemental] }),
        provider('Heart of the Crusader', 'Сердце крестоносца', CLASS.paladin, {
          specIds: [SPEC.retribution],
        }),
        provider('Master Poisoner', 'Мастер ядов', CLASS.rogue, { specIds: [SPEC.assassination] }),
      ],
    },
    {
      key: 'spellCritTaken',
      kind: 'debuff',
      name: { en: 'Spell crit taken 5%', ru: 'Получаемый крит. эффект заклинаний 5%' },
      providers: [
        provider('Improved Scorch', 'Улучшенный ожог', CLASS.mage, { specIds: [SPEC.fire] }),
        provider("Winter's Chill", 'Зимняя стужа', CLASS.mage, { specIds: [SPEC.frostMage] }),
        provider('Improved Shadow Bolt', 'Улучшенная стрела Тьмы', CLASS.warlock, {
          specIds: [SPEC.destruction],
        }),
      ],
    },
    {
      key: 'spellHit',
      kind: 'debuff',
      name: { en: 'Spell hit 3%', ru: 'Меткость заклинаний 3%' },
      providers: [
        provider('Misery', 'Страдание', CLASS.priest, { specIds: [SPEC.shadow] }),
        provider('Improved Faerie Fire', 'Улучшенный волшебный огонь', CLASS.druid, {
          specIds: [SPEC.balance],
        }),
      ],
    },
    {
      key: 'spellDamageTaken',
      kind: 'debuff',
      name: { en: 'Spell damage taken 13%', ru: 'Получаемый урон от заклинаний 13%' },
      providers: [
        provider('Curse of the Elements', 'Проклятие стихий', CLASS.warlock),
        provider('Ebon Plaguebringer', 'Эбеновый чумоносец', CLASS.deathKnight, { specIds: [SPEC.unholy] }),
        provider('Earth and Moon', 'Земля и Луна', CLASS.druid, { specIds: [SPEC.balance] }),
      ],
    },
    {
      key: 'attackPowerReduction',
      kind: 'debuff',
      name: { en: 'Attack power reduction', ru: 'Снижение силы атаки' },
      providers: [
        provider('Demoralizing Shout', 'Деморализующий крик', CLASS.warrior),
        provider('Demoralizing Roar', 'Деморализующий рык', CLASS.druid, { specIds: [SPEC.feralTank] }),
        provider('Vindication', 'Оправдание', CLASS.paladin, {
          specIds: [SPEC.protectionPaladin, SPEC.retribution],
        }),
        provider('Curse of Weakness', 'Проклятие слабости', CLASS.warlock),
      ],
    },
    {
      key: 'attackSpeedSlow',
      kind: 'debuff',
      name: { en: 'Attack speed slow', ru: 'Замедление атаки' },
      providers: [
        provider('Thunder Clap', 'Удар грома', CLASS.warrior),
        provider('Frost Fever', 'Озноб', CLASS.deathKnight),
        provider('Judgements of the Just', 'Правосудие справедливых', CLASS.paladin, {
          specIds: [SPEC.protectionPaladin],
        }),
        provider('Infected Wounds', 'Зараженные раны', CLASS.druid, {
          specIds: [SPEC.feral, SPEC.feralTank],
        }),
      ],
    },
  ],
};
