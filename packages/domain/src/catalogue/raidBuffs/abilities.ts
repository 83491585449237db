import { CLASS, FACTION } from './ids.js';
import type { BuffProvider, RaidBuff, RaidBuffTable } from './types.js';

/** A provider: the ability's English and Russian names and its class. */
function provider(en: string, ru: string, classId: number): BuffProvider {
  return { ability: { en, ru }, classId };
}

/**
 * Every ability that brings a raid buff or debuff, named once in both languages with its class: the tables of
 * the expansions pick from this list and add what differs in theirs (the specs that take the talent, a reach
 * of one group).
 */
export const ability = {
  abominationsMight: provider("Abomination's Might", 'Мощь поганища', CLASS.deathKnight),
  arcaneBrilliance: provider('Arcane Brilliance', 'Чародейская гениальность', CLASS.mage),
  arcaneEmpowerment: provider('Arcane Empowerment', 'Чародейское усиление', CLASS.mage),
  arcaneIntellect: provider('Arcane Intellect', 'Чародейский интеллект', CLASS.mage),
  arcaneTactics: provider('Arcane Tactics', 'Чародейская тактика', CLASS.mage),
  battleShout: provider('Battle Shout', 'Боевой крик', CLASS.warrior),
  blessingOfKings: provider('Blessing of Kings', 'Благословение королей', CLASS.paladin),
  blessingOfMight: provider('Blessing of Might', 'Благословение могущества', CLASS.paladin),
  blessingOfWisdom: provider('Blessing of Wisdom', 'Благословение мудрости', CLASS.paladin),
  bloodFrenzy: provider('Blood Frenzy', 'Кровавое бешенство', CLASS.warrior),
  bloodPact: provider('Blood Pact', 'Кровавый союз', CLASS.warlock),
  bloodlustHeroism: provider('Bloodlust / Heroism', 'Жажда крови / Героизм', CLASS.shaman),
  brittleBones: provider('Brittle Bones', 'Хрупкие кости', CLASS.deathKnight),
  burningWrath: provider('Burning Wrath', 'Пылающий гнев', CLASS.shaman),
  colossusSmash: provider('Colossus Smash', 'Удар колосса', CLASS.warrior),
  commandingShout: provider('Commanding Shout', 'Командирский крик', CLASS.warrior),
  communion: provider('Communion', 'Единение', CLASS.paladin),
  criticalMass: provider('Critical Mass', 'Критическая масса', CLASS.mage),
  curseOfRecklessness: provider('Curse of Recklessness', 'Проклятие безрассудства', CLASS.warlock),
  curseOfShadow: provider('Curse of Shadow', 'Проклятие Тьмы', CLASS.warlock),
  curseOfTheElements: provider('Curse of the Elements', 'Проклятие стихий', CLASS.warlock),
  curseOfWeakness: provider('Curse of Weakness', 'Проклятие слабости', CLASS.warlock),
  darkIntent: provider('Dark Intent', 'Темное намерение', CLASS.warlock),
  demonicPact: provider('Demonic Pact', 'Демонический пакт', CLASS.warlock),
  demoralizingRoar: provider('Demoralizing Roar', 'Деморализующий рык', CLASS.druid),
  demoralizingShout: provider('Demoralizing Shout', 'Деморализующий крик', CLASS.warrior),
  earthAndAirTotems: provider(
    'Strength of Earth and Grace of Air Totems',
    'Тотемы силы земли и легкости воздуха',
    CLASS.shaman,
  ),
  earthAndMoon: provider('Earth and Moon', 'Земля и Луна', CLASS.druid),
  earthShock: provider('Earth Shock', 'Земной шок', CLASS.shaman),
  ebonPlaguebringer: provider('Ebon Plaguebringer', 'Эбеновый чумоносец', CLASS.deathKnight),
  elementalOath: provider('Elemental Oath', 'Клятва стихий', CLASS.shaman),
  enduringWinter: provider('Enduring Winter', 'Бесконечная зима', CLASS.mage),
  exposeArmor: provider('Expose Armor', 'Ослабление доспеха', CLASS.rogue),
  faerieFire: provider('Faerie Fire', 'Волшебный огонь', CLASS.druid),
  felIntelligence: provider('Fel Intelligence', 'Интеллект Скверны', CLASS.warlock),
  ferociousInspiration: provider('Ferocious Inspiration', 'Яростное вдохновение', CLASS.hunter),
  flametongueTotem: provider('Flametongue Totem', 'Тотем языка пламени', CLASS.shaman),
  frostFever: provider('Frost Fever', 'Озноб', CLASS.deathKnight),
  frostFeverTalents: provider('Frost Fever (Brittle Bones, Ebon Plaguebringer)', 'Озноб', CLASS.deathKnight),
  giftOfTheWild: provider('Gift of the Wild', 'Дар дикой природы', CLASS.druid),
  graceOfAir: provider('Grace of Air', 'Благодать воздуха', CLASS.shaman),
  greaterBlessings: provider(
    'Greater Blessings (Kings, Might, Wisdom, Salvation)',
    'Великие благословения',
    CLASS.paladin,
  ),
  hammerOfTheRighteousCrusaderStrike: provider(
    'Hammer of the Righteous, Crusader Strike',
    'Молот праведника, удар воина Света',
    CLASS.paladin,
  ),
  heartOfTheCrusader: provider('Heart of the Crusader', 'Сердце крестоносца', CLASS.paladin),
  hemorrhage: provider('Hemorrhage', 'Кровоизлияние', CLASS.rogue),
  honorAmongThieves: provider('Honor Among Thieves', 'Воровская честь', CLASS.rogue),
  hornOfWinter: provider('Horn of Winter', 'Зимний горн', CLASS.deathKnight),
  huntingParty: provider('Hunting Party', 'Охотничий отряд', CLASS.hunter),
  improvedFaerieFire: provider('Improved Faerie Fire', 'Улучшенный волшебный огонь', CLASS.druid),
  improvedIcyTalons: provider('Improved Icy Talons', 'Улучшенные ледяные когти', CLASS.deathKnight),
  improvedMoonkinForm: provider('Improved Moonkin Form', 'Улучшенный облик лунного совуха', CLASS.druid),
  improvedScorch: provider('Improved Scorch', 'Улучшенный ожог', CLASS.mage),
  improvedShadowBolt: provider('Improved Shadow Bolt', 'Улучшенная стрела Тьмы', CLASS.warlock),
  improvedSoulLeech: provider('Improved Soul Leech', 'Улучшенное похищение души', CLASS.warlock),
  infectedWounds: provider('Infected Wounds', 'Зараженные раны', CLASS.druid),
  judgementsOfTheJust: provider('Judgements of the Just', 'Правосудие справедливых', CLASS.paladin),
  judgementsOfTheWise: provider('Judgements of the Wise', 'Правосудие мудрых', CLASS.paladin),
  judgementsOfWisdomAndLight: provider(
    'Judgement of Wisdom, Judgement of Light',
    'Правосудие мудрости, правосудие света',
    CLASS.paladin,
  ),
  judgmentsOfTheBold: provider('Judgments of the Bold', 'Правосудие отважных', CLASS.paladin),
  kegSmash: provider('Keg Smash', 'Удар бочонком', CLASS.monk),
  leaderOfThePack: provider('Leader of the Pack', 'Вожак стаи', CLASS.druid),
  legacyOfTheEmperor: provider('Legacy of the Emperor', 'Наследие императора', CLASS.monk),
  legacyOfTheWhiteTiger: provider('Legacy of the White Tiger', 'Наследие Белого Тигра', CLASS.monk),
  manaSpringTotem: provider('Mana Spring Totem', 'Тотем источника маны', CLASS.shaman),
  mangle: provider('Mangle', 'Увечье', CLASS.druid),
  markOfTheWild: provider('Mark of the Wild', 'Знак дикой природы', CLASS.druid),
  masterPoisoner: provider('Master Poisoner', 'Мастер ядов', CLASS.rogue),
  mindQuickening: provider('Mind Quickening', 'Ускорение разума', CLASS.priest),
  misery: provider('Misery', 'Страдание', CLASS.priest),
  moonkinAura: provider('Moonkin Aura', 'Аура лунного совуха', CLASS.druid),
  moonkinForm: provider('Moonkin Form', 'Облик лунного совуха', CLASS.druid),
  mortalStrikeWildStrike: provider(
    'Mortal Strike, Wild Strike',
    'Смертельный удар, дикий удар',
    CLASS.warrior,
  ),
  paladinAuras: provider(
    'Devotion, Retribution or Concentration Aura',
    'Аура благочестия, воздаяния или сосредоточенности',
    CLASS.paladin,
  ),
  powerWordFortitude: provider('Power Word: Fortitude', 'Слово силы: Стойкость', CLASS.priest),
  rampage: provider('Rampage', 'Буйство', CLASS.warrior),
  revitalize: provider('Revitalize', 'Оживление', CLASS.druid),
  risingSunKick: provider('Rising Sun Kick', 'Удар восходящего солнца', CLASS.monk),
  sanctifiedRetribution: provider('Sanctified Retribution', 'Священное воздаяние', CLASS.paladin),
  savageCombat: provider('Savage Combat', 'Жестокая схватка', CLASS.rogue),
  scarletFever: provider('Scarlet Fever', 'Алая лихорадка', CLASS.deathKnight),
  shadowAndFlame: provider('Shadow and Flame', 'Тьма и пламя', CLASS.warlock),
  shadowWeaving: provider('Shadow Weaving', 'Плетение теней', CLASS.priest),
  soulLeech: provider('Soul Leech', 'Похищение души', CLASS.warlock),
  strengthOfEarthTotem: provider('Strength of Earth Totem', 'Тотем силы земли', CLASS.shaman),
  sunderArmor: provider('Sunder Armor', 'Раскол брони', CLASS.warrior),
  swiftRetribution: provider('Swift Retribution', 'Быстрое воздаяние', CLASS.paladin),
  swiftbladesCunning: provider("Swiftblade's Cunning", 'Хитрость быстрого клинка', CLASS.rogue),
  thrash: provider('Thrash', 'Взбучка', CLASS.druid),
  thunderClap: provider('Thunder Clap', 'Удар грома', CLASS.warrior),
  timeWarp: provider('Time Warp', 'Искажение времени', CLASS.mage),
  totemOfWrath: provider('Totem of Wrath', 'Тотем гнева', CLASS.shaman),
  trauma: provider('Trauma', 'Травма', CLASS.warrior),
  trueshotAura: provider('Trueshot Aura', 'Аура меткого выстрела', CLASS.hunter),
  unholyAura: provider('Unholy Aura', 'Нечестивая аура', CLASS.deathKnight),
  unleashedRage: provider('Unleashed Rage', 'Высвобожденная ярость', CLASS.shaman),
  vampiricTouch: provider('Vampiric Touch', 'Прикосновение вампира', CLASS.priest),
  vindication: provider('Vindication', 'Оправдание', CLASS.paladin),
  widowVenom: provider('Widow Venom', 'Яд вдовы', CLASS.hunter),
  windfuryTotem: provider('Windfury Totem', 'Тотем неистовства ветра', CLASS.shaman),
  wintersChill: provider("Winter's Chill", 'Зимняя стужа', CLASS.mage),
  woundPoison: provider('Wound Poison', 'Нейтрализующий яд', CLASS.rogue),
  wrathOfAirTotem: provider('Wrath of Air Totem', 'Тотем гнева воздуха', CLASS.shaman),
} satisfies Record<string, BuffProvider>;

/** The provider brought only by these specs of its class (a talent). */
export function only(brought: BuffProvider, ...specIds: number[]): BuffProvider {
  return { ...brought, specIds };
}

/** The provider reaches only its own group of 5. */
export function party(brought: BuffProvider): BuffProvider {
  return { ...brought, group: true };
}

export function buff(key: string, en: string, ru: string, providers: BuffProvider[]): RaidBuff {
  return { key, kind: 'buff', name: { en, ru }, providers };
}

export function debuff(key: string, en: string, ru: string, providers: BuffProvider[]): RaidBuff {
  return { key, kind: 'debuff', name: { en, ru }, providers };
}

/** Classic (and Season of Discovery) has paladins only on the Alliance and shamans only on the Horde. */
const classicFaction: Partial<Record<number, number>> = {
  [CLASS.paladin]: FACTION.alliance,
  [CLASS.shaman]: FACTION.horde,
};

/** Ties every paladin and shaman provider of a Classic table to its one faction. */
export function withClassicFactions(table: RaidBuffTable): RaidBuffTable {
  const tied = (brought: BuffProvider): BuffProvider => {
    const factionId = classicFaction[brought.classId];
    return factionId === undefined ? brought : { ...brought, factionId };
  };
  return {
    ...table,
    buffs: table.buffs.map((entry) => ({ ...entry, providers: entry.providers.map(tied) })),
  };
}
