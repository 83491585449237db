/**
 * Boss lists of the raid zones, in the order a raid meets them. A list is shared by every expansion that
 * runs the raid again (Molten Core in Classic, Season of Discovery, Wrath...), so it is written once here.
 *
 * `id` is the game's DungeonEncounter id, which Warcraft Logs uses as `encounterID` on the Classic sites.
 * Warcraft Logs adds a prefix when an old raid is ranked again in a later game (e.g. 201107 for Anub'Rekhan
 * in Season of Discovery, 50845 for Lord Marrowgar and 51577 for Jin'rokh in Mists of Pandaria Classic);
 * the base id is kept here so one list serves every expansion.
 *
 * Sources (public, read 2026):
 * - Classic and Burning Crusade ids: the WeakAuras Warmane TBC data file (`Private.encounterId_to_modName`,
 *   DBM module per DungeonEncounter id) and the CLM / PDKP addons' `EncounterIDsMap` / `Raid.bossIDS` tables.
 * - Wrath ids: the KLootTracker addon's encounter table (744-757 Ulduar, 629-645 Trial of the Crusader,
 *   845-856 Icecrown Citadel, 772/774/776/885 Vault of Archavon, 887 Halion).
 * - Cataclysm and Mists ids: a loot addon's encounter table by instance (Cata: Baradin Hold 1033/1250/1332,
 *   Blackwing Descent, Throne of the Four Winds, Bastion of Twilight, Firelands 1197..1203, Dragon Soul
 *   1292..1299) and the Warcraft Logs / Archon tooltip addon zone tables `Private.Zones[1023]` (13 Tier 11
 *   encounters, Sinestra as 1082), `[1033]` Dragon Soul, `[1038]` Mogu'shan Vaults, `[1040]` Heart of Fear /
 *   Terrace of Endless Spring, `[1046]` Throne of Thunder and `[1054]` Siege of Orgrimmar (51xxx = 50000 + id).
 * - Russian names: the Russian game client's boss names (Encounter Journal / DBM ruRU).
 *
 * NOT DONE: the Season of Discovery raids of its own (Blackfathom Deeps, Gnomeregan, Sunken Temple, Scarlet
 * Enclave) have no boss list: their encounter ids were not found with names in a public source.
 */
import type { Boss } from './types.js';

const b = (id: number, name: string, nameEng: string): Boss => ({ id, name, nameEng });

export const moltenCore: Boss[] = [
  b(663, 'Люцифрон', 'Lucifron'),
  b(664, 'Магмадар', 'Magmadar'),
  b(665, 'Гееннас', 'Gehennas'),
  b(666, 'Гарр', 'Garr'),
  b(667, 'Шаззрах', 'Shazzrah'),
  b(668, 'Барон Геддон', 'Baron Geddon'),
  b(669, 'Предвестник Сульфурон', 'Sulfuron Harbinger'),
  b(670, 'Големагг Испепелитель', 'Golemagg the Incinerator'),
  b(671, 'Мажордом Экзекутус', 'Majordomo Executus'),
  b(672, 'Рагнарос', 'Ragnaros'),
];

export const onyxiasLair: Boss[] = [b(1084, 'Ониксия', 'Onyxia')];

export const blackwingLair: Boss[] = [
  b(610, 'Бритвосмерт Неукротимый', 'Razorgore the Untamed'),
  b(611, 'Валестраз Порочный', 'Vaelastrasz the Corrupt'),
  b(612, 'Предводитель драконов Разящий Бич', 'Broodlord Lashlayer'),
  b(613, 'Огнечрев', 'Firemaw'),
  b(614, 'Черноскал', 'Ebonroc'),
  b(615, 'Пламегор', 'Flamegor'),
  b(616, 'Хроммагус', 'Chromaggus'),
  b(617, 'Нефариан', 'Nefarian'),
];

export const zulGurub: Boss[] = [
  b(784, 'Верховный жрец Веноксис', 'High Priest Venoxis'),
  b(785, 'Верховная жрица Джеклик', 'High Priestess Jeklik'),
  b(786, "Верховная жрица Мар'ли", "High Priestess Mar'li"),
  b(787, 'Мандокир Повелитель Крови', 'Bloodlord Mandokir'),
  b(788, 'Грань Безумия', 'Edge of Madness'),
  b(789, 'Верховный жрец Текал', 'High Priest Thekal'),
  b(790, "Газ'ранка", "Gahz'ranka"),
  b(791, 'Верховная жрица Арлокк', 'High Priestess Arlokk'),
  b(792, "Джин'до Проклинатель", "Jin'do the Hexxer"),
  b(793, 'Хаккар', 'Hakkar'),
];

export const ruinsOfAhnQiraj: Boss[] = [
  b(718, 'Куриннакс', 'Kurinnaxx'),
  b(719, 'Генерал Раджакс', 'General Rajaxx'),
  b(720, 'Моам', 'Moam'),
  b(721, 'Буру Ненасытный', 'Buru the Gorger'),
  b(722, 'Аямисса Охотница', 'Ayamiss the Hunter'),
  b(723, 'Оссириан Неуязвимый', 'Ossirian the Unscarred'),
];

export const templeOfAhnQiraj: Boss[] = [
  b(709, 'Пророк Скерам', 'The Prophet Skeram'),
  b(710, 'Королевская семья', 'Silithid Royalty'),
  b(711, 'Боевой страж Сартура', 'Battleguard Sartura'),
  b(712, 'Фанкрисс Непреклонный', 'Fankriss the Unyielding'),
  b(713, 'Нечистотон', 'Viscidus'),
  b(714, 'Принцесса Хухуран', 'Princess Huhuran'),
  b(715, 'Императоры-близнецы', 'Twin Emperors'),
  b(716, 'Оуро', 'Ouro'),
  b(717, "К'Тун", "C'Thun"),
];

export const naxxramas: Boss[] = [
  b(1107, "Ануб'Рекан", "Anub'Rekhan"),
  b(1110, 'Великая вдова Фарлина', 'Grand Widow Faerlina'),
  b(1116, 'Мексна', 'Maexxna'),
  b(1117, 'Нот Чумной', 'Noth the Plaguebringer'),
  b(1112, 'Хейган Нечестивый', 'Heigan the Unclean'),
  b(1115, 'Лотхиб', 'Loatheb'),
  b(1113, 'Инструктор Разувий', 'Instructor Razuvious'),
  b(1109, 'Готик Жнец', 'Gothik the Harvester'),
  b(1121, 'Четыре всадника', 'The Four Horsemen'),
  b(1118, 'Лоскутик', 'Patchwerk'),
  b(1111, 'Гроббулус', 'Grobbulus'),
  b(1108, 'Глут', 'Gluth'),
  b(1120, 'Таддиус', 'Thaddius'),
  b(1119, 'Сапфирон', 'Sapphiron'),
  b(1114, "Кел'Тузад", "Kel'Thuzad"),
];

export const karazhan: Boss[] = [
  b(652, 'Ловчий Аттумен', 'Attumen the Huntsman'),
  b(653, 'Мороуз', 'Moroes'),
  b(654, 'Благочестивая дева', 'Maiden of Virtue'),
  b(655, 'Опера', 'Opera Hall'),
  b(656, 'Смотритель', 'The Curator'),
  b(657, 'Терестиан Больное Копыто', 'Terestian Illhoof'),
  b(658, 'Тень Арана', 'Shade of Aran'),
  b(659, 'Гнев Пустоты', 'Netherspite'),
  b(660, 'Шахматы', 'Chess Event'),
  b(661, 'Принц Малчезар', 'Prince Malchezaar'),
  b(662, 'Ночная Погибель', 'Nightbane'),
];

export const tempestKeep: Boss[] = [
  b(730, "Ал'ар", "Al'ar"),
  b(731, 'Страж Бездны', 'Void Reaver'),
  b(732, 'Верховный звездочет Солариан', 'High Astromancer Solarian'),
  b(733, "Кель'тас Солнечный Скиталец", "Kael'thas Sunstrider"),
];

export const blackTemple: Boss[] = [
  b(601, "Верховный полководец Надж'ентус", "High Warlord Naj'entus"),
  b(602, 'Супремус', 'Supremus'),
  b(603, 'Тень Акамы', 'Shade of Akama'),
  b(604, 'Терон Кровожад', 'Teron Gorefiend'),
  b(605, 'Гуртогг Кипящая Кровь', 'Gurtogg Bloodboil'),
  b(606, 'Реликварий душ', 'Reliquary of Souls'),
  b(607, 'Матушка Шахраз', 'Mother Shahraz'),
  b(608, 'Совет иллидари', 'The Illidari Council'),
  b(609, 'Иллидан Ярость Бури', 'Illidan Stormrage'),
];

export const sunwellPlateau: Boss[] = [
  b(724, 'Калесгос', 'Kalecgos'),
  b(725, 'Бруталл', 'Brutallus'),
  b(726, 'Пророк Скверны', 'Felmyst'),
  b(727, 'Эредарские близнецы', 'Eredar Twins'),
  b(728, "М'ууру", "M'uru"),
  b(729, "Кил'джеден", "Kil'jaeden"),
];

export const obsidianSanctum: Boss[] = [b(742, 'Сартарион', 'Sartharion')];

export const eyeOfEternity: Boss[] = [b(734, 'Малигос', 'Malygos')];

export const vaultOfArchavon: Boss[] = [
  b(772, 'Аркавон Каменный Страж', 'Archavon the Stone Watcher'),
  b(774, 'Эмалон Страж Бури', 'Emalon the Storm Watcher'),
  b(776, 'Коралон Страж Огня', 'Koralon the Flame Watcher'),
  b(885, 'Торавон Страж Льда', 'Toravon the Ice Watcher'),
];

export const ulduar: Boss[] = [
  b(744, 'Огненный Левиафан', 'Flame Leviathan'),
  b(745, 'Повелитель Горнов Игнис', 'Ignis the Furnace Master'),
  b(746, 'Острокрылая', 'Razorscale'),
  b(747, 'Разрушитель XT-002', 'XT-002 Deconstructor'),
  b(748, 'Железное Собрание', 'The Iron Council'),
  b(749, 'Кологарн', 'Kologarn'),
  b(750, 'Ауриайя', 'Auriaya'),
  b(751, 'Ходир', 'Hodir'),
  b(752, 'Торим', 'Thorim'),
  b(753, 'Фрейя', 'Freya'),
  b(754, 'Мимирон', 'Mimiron'),
  b(755, 'Генерал Везакс', 'General Vezax'),
  b(756, 'Йогг-Сарон', 'Yogg-Saron'),
  b(757, 'Алгалон Наблюдатель', 'Algalon the Observer'),
];

export const trialOfTheCrusader: Boss[] = [
  b(629, 'Чудовища Нордскола', 'Northrend Beasts'),
  b(633, 'Лорд Джараксус', 'Lord Jaraxxus'),
  b(637, 'Чемпионы фракций', 'Faction Champions'),
  b(641, "Валь'киры-близнецы", "Val'kyr Twins"),
  b(645, "Ануб'арак", "Anub'arak"),
];

export const icecrownCitadel: Boss[] = [
  b(845, 'Лорд Ребрад', 'Lord Marrowgar'),
  b(846, 'Леди Смертный Шепот', 'Lady Deathwhisper'),
  b(847, 'Битва на кораблях', 'Icecrown Gunship Battle'),
  b(848, 'Саурфанг Смертоносный', 'Deathbringer Saurfang'),
  b(849, 'Тухлопуз', 'Festergut'),
  b(850, 'Гниломорд', 'Rotface'),
  b(851, 'Профессор Мерзоцид', 'Professor Putricide'),
  b(852, 'Кровавый совет', 'Blood Prince Council'),
  b(853, "Кровавая королева Лана'тель", "Blood-Queen Lana'thel"),
  b(854, 'Валитрия Сновидица', 'Valithria Dreamwalker'),
  b(855, 'Синдрагоса', 'Sindragosa'),
  b(856, 'Король-лич', 'The Lich King'),
];

export const rubySanctum: Boss[] = [
  b(890, 'Балтар Рожденный в Битве', 'Baltharus the Warborn'),
  b(891, 'Савиана Огненная Ярость', 'Saviana Ragefire'),
  b(893, 'Генерал Заритриан', 'General Zarithrian'),
  b(887, 'Халион', 'Halion'),
];

export const baradinHold: Boss[] = [
  b(1033, 'Аргалот', 'Argaloth'),
  b(1250, "Окку'тар", "Occu'thar"),
  b(1332, 'Ализабал', 'Alizabal'),
];

export const blackwingDescent: Boss[] = [
  b(1027, 'Система защиты Омнитрон', 'Omnotron Defense System'),
  b(1024, 'Магмарь', 'Magmaw'),
  b(1022, 'Атрамед', 'Atramedes'),
  b(1023, 'Химерон', 'Chimaeron'),
  b(1025, 'Малориак', 'Maloriak'),
  b(1026, 'Нефариан', "Nefarian's End"),
];

export const bastionOfTwilight: Boss[] = [
  b(1030, 'Халфий Змеерез', 'Halfus Wyrmbreaker'),
  b(1032, 'Валиона и Тералион', 'Valiona and Theralion'),
  b(1028, 'Совет Перерожденных', 'Ascendant Council'),
  b(1029, "Чо'Галл", "Cho'gall"),
  b(1082, 'Синестра', 'Sinestra'),
];

export const throneOfTheFourWinds: Boss[] = [
  b(1035, 'Конклав Ветра', 'Conclave of Wind'),
  b(1034, "Ал'Акир", "Al'Akir"),
];

export const firelands: Boss[] = [
  b(1197, "Бет'тилак", "Beth'tilac"),
  b(1204, 'Лорд Риолит', 'Lord Rhyolith'),
  b(1206, 'Алисразор', 'Alysrazor'),
  b(1205, 'Шэннокс', 'Shannox'),
  b(1200, 'Бейлрок', 'Baleroc'),
  b(1185, 'Мажордом Фандрал Олений Шлем', 'Majordomo Staghelm'),
  b(1203, 'Рагнарос', 'Ragnaros'),
];

export const dragonSoul: Boss[] = [
  b(1292, 'Морчок', 'Morchok'),
  b(1294, "Полководец Зон'озз", "Warlord Zon'ozz"),
  b(1295, "Йор'садж Неспящий", "Yor'sahj the Unsleeping"),
  b(1296, 'Хагара Вестница Бурь', 'Hagara the Stormbinder'),
  b(1297, 'Ультраксион', 'Ultraxion'),
  b(1298, 'Воевода Черный Рог', 'Warmaster Blackhorn'),
  b(1291, 'Хребет Смертокрыла', 'Spine of Deathwing'),
  b(1299, 'Безумие Смертокрыла', 'Madness of Deathwing'),
];

export const moguShanVaults: Boss[] = [
  b(1395, 'Каменные стражи', 'The Stone Guard'),
  b(1390, 'Фэн Проклятый', 'Feng the Accursed'),
  b(1434, "Гара'джал Призыватель Духов", "Gara'jal the Spiritbinder"),
  b(1436, 'Короли-духи', 'The Spirit Kings'),
  b(1500, 'Элегон', 'Elegon'),
  b(1407, 'Воля императора', 'Will of the Emperor'),
];

export const heartOfFear: Boss[] = [
  b(1507, "Императорский визирь Зор'лок", "Imperial Vizier Zor'lok"),
  b(1504, "Полководец клинков Та'як", "Blade Lord Ta'yak"),
  b(1463, 'Гаралон', 'Garalon'),
  b(1498, "Повелитель ветров Мел'джарак", "Wind Lord Mel'jarak"),
  b(1499, "Ваятель янтаря Ун'сок", "Amber-Shaper Un'sok"),
  b(1501, "Великая императрица Шек'зир", "Grand Empress Shek'zeer"),
];

export const terraceOfEndlessSpring: Boss[] = [
  b(1409, 'Защитники Вечной Весны', 'Protectors of the Endless'),
  b(1505, 'Цулон', 'Tsulong'),
  b(1506, 'Лэй Ши', 'Lei Shi'),
  b(1431, 'Ша Страха', 'Sha of Fear'),
];

export const throneOfThunder: Boss[] = [
  b(1577, "Джин'рок Разрушитель", "Jin'rokh the Breaker"),
  b(1575, 'Хорридон', 'Horridon'),
  b(1570, 'Совет старейшин', 'Council of Elders'),
  b(1565, 'Тортос', 'Tortos'),
  b(1578, 'Мегера', 'Megaera'),
  b(1573, 'Цзи-Кунь', 'Ji-Kun'),
  b(1572, 'Дурум Бессмертный', 'Durumu the Forgotten'),
  b(1574, 'Изначалий', 'Primordius'),
  b(1576, 'Темный Анимус', 'Dark Animus'),
  b(1559, 'Железный Кон', 'Iron Qon'),
  b(1560, 'Близнецы-супруги', 'Twin Consorts'),
  b(1579, 'Лэй Шэнь', 'Lei Shen'),
  b(1580, 'Ра-ден', 'Ra-den'),
];

export const siegeOfOrgrimmar: Boss[] = [
  b(1602, 'Глубиний', 'Immerseus'),
  b(1598, 'Павшие защитники', 'The Fallen Protectors'),
  b(1624, 'Норусхен', 'Norushen'),
  b(1604, 'Ша Гордыни', 'Sha of Pride'),
  b(1622, 'Галакрас', 'Galakras'),
  b(1600, 'Железный исполин', 'Iron Juggernaut'),
  b(1606, "Темные шаманы Кор'крона", "Kor'kron Dark Shaman"),
  b(1603, 'Генерал Назгрим', 'General Nazgrim'),
  b(1595, 'Малкорок', 'Malkorok'),
  b(1594, 'Трофеи Пандарии', 'Spoils of Pandaria'),
  b(1599, 'Ток Кровожадный', 'Thok the Bloodthirsty'),
  b(1601, 'Осадный инженер Черный Запал', 'Siegecrafter Blackfuse'),
  b(1593, 'Идеалы клакси', 'Paragons of the Klaxxi'),
  b(1623, 'Гаррош Адский Крик', 'Garrosh Hellscream'),
];
