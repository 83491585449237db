import { CLASS, provider, SPEC } from './ids.js';
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
      name: { en: 'Strength, agility, intellect 5%', ru: 'Сила, ловкость, интеллект 5%' },
      providers: [
        provider('Blessing of Kings', 'Благословение королей', CLASS.paladin),
        provider('Mark of the Wild', 'Знак дикой природы', CLASS.druid),
        provider('Legacy of the Emperor', 'Наследие императора', CLASS.monk),
      ],
    },
    {
      key: 'stamina',
      kind: 'buff',
      name: { en: 'Stamina 10%', ru: 'Выносливость 10%' },
      providers: [
        provider('Power Word: Fortitude', 'Слово силы: Стойкость', CLASS.priest),
        provider('Commanding Shout', 'Командирский крик', CLASS.warrior),
        provider('Blood Pact', 'Кровавый союз', CLASS.warlock),
      ],
    },
    {
      key: 'attackPower',
      kind: 'buff',
      name: { en: 'Attack power 10%', ru: 'Сила атаки 10%' },
      providers: [
        provider('Battle Shout', 'Боевой крик', CLASS.warrior),
        provider('Horn of Winter', 'Зимний горн', CLASS.deathKnight),
        provider('Trueshot Aura', 'Аура меткого выстрела', CLASS.hunter),
      ],
    },
    {
      key: 'spellPower',
      kind: 'buff',
      name: { en: 'Spell power 10%', ru: 'Сила заклинаний 10%' },
      providers: [
        provider('Arcane Brilliance', 'Чародейская гениальность', CLASS.mage),
        provider('Dark Intent', 'Темное намерение', CLASS.warlock),
        provider('Burning Wrath', 'Пылающий гнев', CLASS.shaman),
      ],
    },
    {
      key: 'attackSpeed',
      kind: 'buff',
      name: { en: 'Melee and ranged haste 10%', ru: 'Скорость ближнего и дальнего боя 10%' },
      providers: [
        provider('Unholy Aura', 'Нечестивая аура', CLASS.deathKnight, {
          specIds: [SPEC.frostDeathKnight, SPEC.unholy],
        }),
        provider("Swiftblade's Cunning", 'Хитрость быстрого клинка', CLASS.rogue),
        provider('Unleashed Rage', 'Высвобожденная ярость', CLASS.shaman, { specIds: [SPEC.enhancement] }),
      ],
    },
    {
      key: 'spellHaste',
      kind: 'buff',
      name: { en: 'Spell haste 5%', ru: 'Скорость заклинаний 5%' },
      providers: [
        provider('Moonkin Aura', 'Аура лунного совуха', CLASS.druid, { specIds: [SPEC.balance] }),
        provider('Mind Quickening', 'Ускорение разума', CLASS.priest, { specIds: [SPEC.shadow] }),
        provider('Elemental Oath', 'Клятва стихий', CLASS.shaman, { specIds: [SPEC.elemental] }),
      ],
    },
    {
      key: 'crit',
      kind: 'buff',
      name: { en: 'Crit 5%', ru: 'Крит. удар 5%' },
      providers: [
        provider('Arcane Brilliance', 'Чародейская гениальность', CLASS.mage),
        provider('Leader of the Pack', 'Вожак стаи', CLASS.druid, { specIds: [SPEC.feral, SPEC.guardian] }),
        provider('Legacy of the White Tiger', 'Наследие Белого Тигра', CLASS.monk, {
          specIds: [SPEC.windwalker],
        }),
      ],
    },
    {
      key: 'mastery',
      kind: 'buff',
      name: { en: 'Mastery', ru: 'Искусность' },
      providers: [
        provider('Blessing of Might', 'Благословение могущества', CLASS.paladin),
        provider('Grace of Air', 'Благодать воздуха', CLASS.shaman),
      ],
    },
    {
      key: 'weakenedArmor',
      kind: 'debuff',
      name: { en: 'Weakened Armor', ru: 'Ослабленная броня' },
      providers: [
        provider('Sunder Armor', 'Раскол брони', CLASS.warrior),
        provider('Expose Armor', 'Ослабление доспеха', CLASS.rogue),
        provider('Faerie Fire', 'Волшебный огонь', CLASS.druid),
      ],
    },
    {
      key: 'physicalVulnerability',
      kind: 'debuff',
      name: { en: 'Physical Vulnerability', ru: 'Уязвимость к физическому урону' },
      providers: [
        provider('Colossus Smash', 'Удар колосса', CLASS.warrior, { specIds: [SPEC.arms, SPEC.fury] }),
        provider('Frost Fever (Brittle Bones, Ebon Plaguebringer)', 'Озноб', CLASS.deathKnight, {
          specIds: [SPEC.frostDeathKnight, SPEC.unholy],
        }),
        provider('Judgments of the Bold', 'Правосудие отважных', CLASS.paladin, {
          specIds: [SPEC.retribution],
        }),
      ],
    },
    {
      key: 'magicVulnerability',
      kind: 'debuff',
      name: { en: 'Magic Vulnerability', ru: 'Уязвимость к магии' },
      providers: [
        provider('Curse of the Elements', 'Проклятие стихий', CLASS.warlock),
        provider('Master Poisoner', 'Мастер ядов', CLASS.rogue),
      ],
    },
    {
      key: 'weakenedBlows',
      kind: 'debuff',
      name: { en: 'Weakened Blows', ru: 'Ослабленные удары' },
      providers: [
        provider('Thunder Clap', 'Удар грома', CLASS.warrior),
        provider('Scarlet Fever', 'Алая лихорадка', CLASS.deathKnight, { specIds: [SPEC.blood] }),
        provider('Keg Smash', 'Удар бочонком', CLASS.monk, { specIds: [SPEC.brewmaster] }),
        provider('Thrash', 'Взбучка', CLASS.druid, { specIds: [SPEC.feral, SPEC.guardian] }),
        provider(
          'Hammer of the Righteous, Crusader Strike',
          'Молот праведника, удар воина Света',
          CLASS.paladin,
          {
            specIds: [SPEC.protectionPaladin, SPEC.retribution],
          },
        ),
        provider('Earth Shock', 'Земной шок', CLASS.shaman),
      ],
    },
    {
      key: 'mortalWounds',
      kind: 'debuff',
      name: { en: 'Mortal Wounds', ru: 'Смертельные раны' },
      providers: [
        provider('Mortal Strike, Wild Strike', 'Смертельный удар, дикий удар', CLASS.warrior, {
          specIds: [SPEC.arms, SPEC.fury],
        }),
        provider('Wound Poison', 'Нейтрализующий яд', CLASS.rogue),
        provider('Widow Venom', 'Яд вдовы', CLASS.hunter),
        provider('Rising Sun Kick', 'Удар восходящего солнца', CLASS.monk, { specIds: [SPEC.windwalker] }),
      ],
    },
  ],
};
