import { CLASS, provider, SPEC } from './ids.js';
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
    {
      key: 'bloodlust',
      kind: 'buff',
      name: { en: 'Bloodlust / Heroism / Time Warp', ru: 'Жажда крови / Героизм / Искажение времени' },
      providers: [
        provider('Bloodlust / Heroism', 'Жажда крови / Героизм', CLASS.shaman),
        provider('Time Warp', 'Искажение времени', CLASS.mage),
      ],
    },
    {
      key: 'stats',
      kind: 'buff',
      name: { en: 'All stats 5%', ru: 'Все характеристики 5%' },
      providers: [
        provider('Mark of the Wild', 'Знак дикой природы', CLASS.druid),
        provider('Blessing of Kings', 'Благословение королей', CLASS.paladin),
      ],
    },
    {
      key: 'stamina',
      kind: 'buff',
      name: { en: 'Stamina', ru: 'Выносливость' },
      providers: [
        provider('Power Word: Fortitude', 'Слово силы: Стойкость', CLASS.priest),
        provider('Commanding Shout', 'Командирский крик', CLASS.warrior),
        provider('Blood Pact', 'Кровавый союз', CLASS.warlock),
      ],
    },
    {
      key: 'strengthAgility',
      kind: 'buff',
      name: { en: 'Strength and agility', ru: 'Сила и ловкость' },
      providers: [
        provider('Battle Shout', 'Боевой крик', CLASS.warrior),
        provider('Horn of Winter', 'Зимний горн', CLASS.deathKnight),
        provider('Strength of Earth Totem', 'Тотем силы земли', CLASS.shaman),
      ],
    },
    {
      key: 'attackPowerPercent',
      kind: 'buff',
      name: { en: 'Attack power 10%', ru: 'Сила атаки 10%' },
      providers: [
        provider('Blessing of Might', 'Благословение могущества', CLASS.paladin),
        provider('Trueshot Aura', 'Аура меткого выстрела', CLASS.hunter, { specIds: [SPEC.marksmanship] }),
        provider('Unleashed Rage', 'Высвобожденная ярость', CLASS.shaman, { specIds: [SPEC.enhancement] }),
        provider("Abomination's Might", 'Мощь поганища', CLASS.deathKnight, { specIds: [SPEC.blood] }),
      ],
    },
    {
      key: 'meleeHaste',
      kind: 'buff',
      name: { en: 'Melee and ranged haste 10%', ru: 'Скорость ближнего и дальнего боя 10%' },
      providers: [
        provider('Windfury Totem', 'Тотем неистовства ветра', CLASS.shaman),
        provider('Improved Icy Talons', 'Улучшенные ледяные когти', CLASS.deathKnight, {
          specIds: [SPEC.frostDeathKnight],
        }),
        provider('Hunting Party', 'Охотничий отряд', CLASS.hunter, { specIds: [SPEC.survival] }),
      ],
    },
    {
      key: 'spellPower',
      kind: 'buff',
      name: { en: 'Spell power', ru: 'Сила заклинаний' },
      providers: [
        provider('Arcane Brilliance', 'Чародейская гениальность', CLASS.mage),
        provider('Flametongue Totem', 'Тотем языка пламени', CLASS.shaman),
        provider('Demonic Pact', 'Демонический пакт', CLASS.warlock, { specIds: [SPEC.demonology] }),
      ],
    },
    {
      key: 'spellHaste',
      kind: 'buff',
      name: { en: 'Spell haste 5%', ru: 'Скорость заклинаний 5%' },
      providers: [
        provider('Wrath of Air Totem', 'Тотем гнева воздуха', CLASS.shaman),
        provider('Moonkin Form', 'Облик лунного совуха', CLASS.druid, { specIds: [SPEC.balance] }),
        provider('Mind Quickening', 'Ускорение разума', CLASS.priest, { specIds: [SPEC.shadow] }),
      ],
    },
    {
      key: 'crit',
      kind: 'buff',
      name: { en: 'Crit 5%', ru: 'Крит. удар 5%' },
      providers: [
        provider('Leader of the Pack', 'Вожак стаи', CLASS.druid, { specIds: [SPEC.feral, SPEC.feralTank] }),
        provider('Elemental Oath', 'Клятва стихий', CLASS.shaman, { specIds: [SPEC.elemental] }),
        provider('Honor Among Thieves', 'Воровская честь', CLASS.rogue, { specIds: [SPEC.subtlety] }),
        provider('Rampage', 'Буйство', CLASS.warrior, { specIds: [SPEC.fury] }),
      ],
    },
    {
      key: 'damagePercent',
      kind: 'buff',
      name: { en: 'Damage 3%', ru: 'Урон 3%' },
      providers: [
        provider('Arcane Tactics', 'Чародейская тактика', CLASS.mage, { specIds: [SPEC.arcane] }),
        provider('Ferocious Inspiration', 'Яростное вдохновение', CLASS.hunter, {
          specIds: [SPEC.beastMastery],
        }),
        provider('Communion', 'Единение', CLASS.paladin, { specIds: [SPEC.retribution] }),
      ],
    },
    {
      key: 'replenishment',
      kind: 'buff',
      name: { en: 'Replenishment', ru: 'Восполнение' },
      providers: [
        provider('Vampiric Touch', 'Прикосновение вампира', CLASS.priest, { specIds: [SPEC.shadow] }),
        provider('Communion', 'Единение', CLASS.paladin, { specIds: [SPEC.retribution] }),
        provider('Enduring Winter', 'Бесконечная зима', CLASS.mage, { specIds: [SPEC.frostMage] }),
        provider('Soul Leech', 'Похищение души', CLASS.warlock, { specIds: [SPEC.destruction] }),
        provider('Revitalize', 'Оживление', CLASS.druid, { specIds: [SPEC.restorationDruid] }),
      ],
    },
    {
      key: 'armorReduction',
      kind: 'debuff',
      name: { en: 'Armor reduction 12%', ru: 'Снижение брони 12%' },
      providers: [
        provider('Sunder Armor', 'Раскол брони', CLASS.warrior),
        provider('Expose Armor', 'Ослабление доспеха', CLASS.rogue),
        provider('Faerie Fire', 'Волшебный огонь', CLASS.druid),
      ],
    },
    {
      key: 'physicalVulnerability',
      kind: 'debuff',
      name: { en: 'Physical damage taken 4%', ru: 'Получаемый физический урон 4%' },
      providers: [
        provider('Blood Frenzy', 'Кровавое бешенство', CLASS.warrior, { specIds: [SPEC.arms] }),
        provider('Savage Combat', 'Жестокая схватка', CLASS.rogue, { specIds: [SPEC.combat] }),
        provider('Brittle Bones', 'Хрупкие кости', CLASS.deathKnight, { specIds: [SPEC.frostDeathKnight] }),
      ],
    },
    {
      key: 'bleed',
      kind: 'debuff',
      name: { en: 'Bleed damage taken 30%', ru: 'Урон от кровотечения 30%' },
      providers: [
        provider('Mangle', 'Увечье', CLASS.druid, { specIds: [SPEC.feral, SPEC.feralTank] }),
        provider('Trauma', 'Травма', CLASS.warrior, { specIds: [SPEC.arms] }),
        provider('Hemorrhage', 'Кровоизлияние', CLASS.rogue, { specIds: [SPEC.subtlety] }),
      ],
    },
    {
      key: 'spellDamageTaken',
      kind: 'debuff',
      name: { en: 'Spell damage taken 8%', ru: 'Получаемый урон от заклинаний 8%' },
      providers: [
        provider('Curse of the Elements', 'Проклятие стихий', CLASS.warlock),
        provider('Earth and Moon', 'Земля и Луна', CLASS.druid, { specIds: [SPEC.balance] }),
        provider('Ebon Plaguebringer', 'Эбеновый чумоносец', CLASS.deathKnight, { specIds: [SPEC.unholy] }),
        provider('Master Poisoner', 'Мастер ядов', CLASS.rogue, { specIds: [SPEC.assassination] }),
      ],
    },
    {
      key: 'spellCritTaken',
      kind: 'debuff',
      name: { en: 'Spell crit taken 5%', ru: 'Получаемый крит. эффект заклинаний 5%' },
      providers: [
        provider('Critical Mass', 'Критическая масса', CLASS.mage, { specIds: [SPEC.fire] }),
        provider('Shadow and Flame', 'Тьма и пламя', CLASS.warlock, { specIds: [SPEC.destruction] }),
      ],
    },
    {
      key: 'attackPowerReduction',
      kind: 'debuff',
      name: { en: 'Physical damage dealt reduction', ru: 'Снижение наносимого физического урона' },
      providers: [
        provider('Demoralizing Shout', 'Деморализующий крик', CLASS.warrior),
        provider('Demoralizing Roar', 'Деморализующий рык', CLASS.druid, { specIds: [SPEC.feralTank] }),
        provider('Vindication', 'Оправдание', CLASS.paladin, { specIds: [SPEC.protectionPaladin] }),
        provider('Scarlet Fever', 'Алая лихорадка', CLASS.deathKnight, { specIds: [SPEC.blood] }),
        provider('Curse of Weakness', 'Проклятие слабости', CLASS.warlock),
      ],
    },
    {
      key: 'attackSpeedSlow',
      kind: 'debuff',
      name: { en: 'Attack speed slow 20%', ru: 'Замедление атаки 20%' },
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
