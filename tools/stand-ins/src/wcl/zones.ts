/**
 * The Warcraft Logs stand-in's encounter lists: the bosses of each Warcraft Logs zone id our catalogue
 * (packages/domain/src/catalogue/zones/*.ts, `logzone`) asks rankings for.
 *
 * Encounter ids are Blizzard's DungeonEncounter ids, which Warcraft Logs uses as its WoW encounter ids for the
 * original raids (e.g. 672 Ragnaros, 856 The Lich King, 1507 Imperial Vizier Zor'lok). Season of Discovery's
 * own raids (Blackfathom Deeps, Gnomeregan, Sunken Temple, Scarlet Enclave) get ids of the stand-in's own
 * (from 92_000): their real Warcraft Logs ids are not known here. SoD's versions of the old raids reuse the
 * original raids' ids. Boss names of the Scarlet Enclave are NOT VERIFIED.
 */

interface StandInEncounter {
  id: number;
  name: string;
}

interface StandInZone {
  id: number;
  name: string;
  /** Default size and difficulty the stand-in reports when the query does not ask for one. */
  size: number;
  difficulty: number;
  encounters: StandInEncounter[];
}

const list = (pairs: Array<[number, string]>): StandInEncounter[] =>
  pairs.map(([id, name]) => ({ id, name }));

const moltenCore = list([
  [663, 'Lucifron'],
  [664, 'Magmadar'],
  [665, 'Gehennas'],
  [666, 'Garr'],
  [667, 'Shazzrah'],
  [668, 'Baron Geddon'],
  [669, 'Sulfuron Harbinger'],
  [670, 'Golemagg the Incinerator'],
  [671, 'Majordomo Executus'],
  [672, 'Ragnaros'],
]);
const onyxia = list([[1084, 'Onyxia']]);
const blackwingLair = list([
  [610, 'Razorgore the Untamed'],
  [611, 'Vaelastrasz the Corrupt'],
  [612, 'Broodlord Lashlayer'],
  [613, 'Firemaw'],
  [614, 'Ebonroc'],
  [615, 'Flamegor'],
  [616, 'Chromaggus'],
  [617, 'Nefarian'],
]);
const zulGurub = list([
  [784, 'High Priest Venoxis'],
  [785, 'High Priestess Jeklik'],
  [786, "High Priestess Mar'li"],
  [787, 'Bloodlord Mandokir'],
  [789, 'High Priest Thekal'],
  [791, 'High Priestess Arlokk'],
  [792, "Jin'do the Hexxer"],
  [793, 'Hakkar'],
]);
const ruinsOfAhnQiraj = list([
  [718, 'Kurinnaxx'],
  [719, 'General Rajaxx'],
  [720, 'Moam'],
  [721, 'Buru the Gorger'],
  [722, 'Ayamiss the Hunter'],
  [723, 'Ossirian the Unscarred'],
]);
const templeOfAhnQiraj = list([
  [709, 'The Prophet Skeram'],
  [710, 'Silithid Royalty'],
  [711, 'Battleguard Sartura'],
  [712, 'Fankriss the Unyielding'],
  [713, 'Viscidus'],
  [714, 'Princess Huhuran'],
  [715, 'Twin Emperors'],
  [716, 'Ouro'],
  [717, "C'Thun"],
]);
const naxxramas = list([
  [1107, "Anub'Rekhan"],
  [1110, 'Grand Widow Faerlina'],
  [1116, 'Maexxna'],
  [1117, 'Noth the Plaguebringer'],
  [1112, 'Heigan the Unclean'],
  [1115, 'Loatheb'],
  [1113, 'Instructor Razuvious'],
  [1109, 'Gothik the Harvester'],
  [1121, 'The Four Horsemen'],
  [1118, 'Patchwerk'],
  [1111, 'Grobbulus'],
  [1108, 'Gluth'],
  [1120, 'Thaddius'],
  [1119, 'Sapphiron'],
  [1114, "Kel'Thuzad"],
]);

const zones: StandInZone[] = [
  // Classic Era / Anniversary
  { id: 1000, name: 'Molten Core', size: 40, difficulty: 3, encounters: moltenCore },
  { id: 1001, name: "Onyxia's Lair", size: 40, difficulty: 3, encounters: onyxia },
  { id: 1034, name: 'Blackwing Lair', size: 40, difficulty: 3, encounters: blackwingLair },
  { id: 1003, name: "Zul'Gurub", size: 20, difficulty: 3, encounters: zulGurub },
  { id: 1004, name: "Ruins of Ahn'Qiraj", size: 20, difficulty: 3, encounters: ruinsOfAhnQiraj },
  { id: 1035, name: "Temple of Ahn'Qiraj", size: 40, difficulty: 3, encounters: templeOfAhnQiraj },
  { id: 1036, name: 'Naxxramas', size: 40, difficulty: 3, encounters: naxxramas },
  // Season of Discovery
  {
    id: 2007,
    name: 'Blackfathom Deeps',
    size: 10,
    difficulty: 3,
    encounters: list([
      [92_001, 'Baron Aquanis'],
      [92_002, 'Ghamoo-ra'],
      [92_003, 'Lady Sarevess'],
      [92_004, 'Gelihast'],
      [92_005, 'Lorgus Jett'],
      [92_006, 'Twilight Lord Kelris'],
      [92_007, 'Aku-mai'],
    ]),
  },
  {
    id: 2008,
    name: 'Gnomeregan',
    size: 10,
    difficulty: 3,
    encounters: list([
      [92_011, 'Grubbis'],
      [92_012, 'Viscous Fallout'],
      [92_013, 'Crowd Pummeler 9-60'],
      [92_014, 'Electrocutioner 6000'],
      [92_015, 'Mechanical Menagerie'],
      [92_016, 'Mekgineer Thermaplugg'],
    ]),
  },
  {
    id: 2009,
    name: 'Sunken Temple',
    size: 20,
    difficulty: 3,
    encounters: list([
      [92_021, "Atal'alarion"],
      [92_022, 'Festering Rotslime'],
      [92_023, "Atal'ai Defenders"],
      [92_024, 'Dreamscythe and Weaver'],
      [92_025, 'Avatar of Hakkar'],
      [92_026, "Jammal'an and Ogom"],
      [92_027, 'Morphaz and Hazzas'],
      [92_028, 'Shade of Eranikus'],
    ]),
  },
  { id: 2011, name: "Onyxia's Lair", size: 20, difficulty: 3, encounters: onyxia },
  { id: 2012, name: 'Molten Core', size: 20, difficulty: 3, encounters: moltenCore },
  { id: 2013, name: 'Blackwing Lair', size: 20, difficulty: 3, encounters: blackwingLair },
  { id: 2014, name: "Zul'Gurub", size: 20, difficulty: 3, encounters: zulGurub },
  { id: 2015, name: "Ruins of Ahn'Qiraj", size: 20, difficulty: 3, encounters: ruinsOfAhnQiraj },
  { id: 2016, name: "Temple of Ahn'Qiraj", size: 20, difficulty: 3, encounters: templeOfAhnQiraj },
  { id: 2017, name: 'Naxxramas', size: 20, difficulty: 3, encounters: naxxramas },
  {
    id: 2018,
    name: 'Scarlet Enclave',
    size: 20,
    difficulty: 3,
    encounters: list([
      [92_031, 'Balnazzar'],
      [92_032, 'Beatrix'],
      [92_033, 'Solistrasza'],
      [92_034, 'Mason the Echo'],
      [92_035, 'Reborn Council'],
      [92_036, 'Lillian Voss'],
      [92_037, 'Grand Crusader Caldoran'],
    ]),
  },
  // Wrath of the Lich King Classic
  {
    id: 1015,
    name: 'Naxxramas',
    size: 25,
    difficulty: 3,
    encounters: [
      ...naxxramas,
      ...list([
        [742, 'Sartharion'],
        [734, 'Malygos'],
      ]),
    ],
  },
  {
    id: 1016,
    name: 'Vault of Archavon',
    size: 25,
    difficulty: 3,
    encounters: list([
      [772, 'Archavon the Stone Watcher'],
      [774, 'Emalon the Storm Watcher'],
      [776, 'Koralon the Flame Watcher'],
      [885, 'Toravon the Ice Watcher'],
    ]),
  },
  {
    id: 1017,
    name: 'Ulduar',
    size: 25,
    difficulty: 3,
    encounters: list([
      [744, 'Flame Leviathan'],
      [745, 'Ignis the Furnace Master'],
      [746, 'Razorscale'],
      [747, 'XT-002 Deconstructor'],
      [748, 'Assembly of Iron'],
      [749, 'Kologarn'],
      [750, 'Auriaya'],
      [751, 'Hodir'],
      [752, 'Thorim'],
      [753, 'Freya'],
      [754, 'Mimiron'],
      [755, 'General Vezax'],
      [756, 'Yogg-Saron'],
      [757, 'Algalon the Observer'],
    ]),
  },
  {
    id: 1018,
    name: 'Trial of the Crusader',
    size: 25,
    difficulty: 3,
    encounters: list([
      [629, 'Northrend Beasts'],
      [633, 'Lord Jaraxxus'],
      [637, 'Faction Champions'],
      [641, "Val'kyr Twins"],
      [645, "Anub'arak"],
    ]),
  },
  { id: 1019, name: "Onyxia's Lair", size: 25, difficulty: 3, encounters: onyxia },
  {
    id: 1020,
    name: 'Icecrown Citadel',
    size: 25,
    difficulty: 3,
    encounters: list([
      [845, 'Lord Marrowgar'],
      [846, 'Lady Deathwhisper'],
      [847, 'Icecrown Gunship Battle'],
      [848, 'Deathbringer Saurfang'],
      [849, 'Festergut'],
      [850, 'Rotface'],
      [851, 'Professor Putricide'],
      [852, 'Blood Prince Council'],
      [853, "Blood-Queen Lana'thel"],
      [854, 'Valithria Dreamwalker'],
      [855, 'Sindragosa'],
      [856, 'The Lich King'],
    ]),
  },
  { id: 1021, name: 'The Ruby Sanctum', size: 25, difficulty: 3, encounters: list([[887, 'Halion']]) },
  // Cataclysm Classic
  {
    id: 1023,
    name: 'Blackwing Descent / The Bastion of Twilight / Throne of the Four Winds',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1027, 'Omnotron Defense System'],
      [1024, 'Magmaw'],
      [1022, 'Atramedes'],
      [1023, 'Chimaeron'],
      [1025, 'Maloriak'],
      [1026, "Nefarian's End"],
      [1030, 'Halfus Wyrmbreaker'],
      [1032, 'Theralion and Valiona'],
      [1028, 'Ascendant Council'],
      [1029, "Cho'gall"],
      [1035, 'Conclave of Wind'],
      [1034, "Al'Akir"],
    ]),
  },
  {
    id: 1027,
    name: 'Firelands',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1197, "Beth'tilac"],
      [1204, 'Lord Rhyolith'],
      [1206, 'Alysrazor'],
      [1205, 'Shannox'],
      [1200, 'Baleroc'],
      [1185, 'Majordomo Staghelm'],
      [1203, 'Ragnaros'],
    ]),
  },
  {
    id: 1033,
    name: 'Dragon Soul',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1292, 'Morchok'],
      [1294, "Warlord Zon'ozz"],
      [1295, "Yor'sahj the Unsleeping"],
      [1296, 'Hagara the Stormbinder'],
      [1297, 'Ultraxion'],
      [1298, 'Warmaster Blackhorn'],
      [1291, 'Spine of Deathwing'],
      [1299, 'Madness of Deathwing'],
    ]),
  },
  // Mists of Pandaria Classic
  {
    id: 1038,
    name: "Mogu'shan Vaults",
    size: 25,
    difficulty: 3,
    encounters: list([
      [1395, 'The Stone Guard'],
      [1390, 'Feng the Accursed'],
      [1434, "Gara'jal the Spiritbinder"],
      [1436, 'The Spirit Kings'],
      [1500, 'Elegon'],
      [1407, 'Will of the Emperor'],
    ]),
  },
  {
    id: 1040,
    name: 'Heart of Fear / Terrace of Endless Spring',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1507, "Imperial Vizier Zor'lok"],
      [1504, "Blade Lord Ta'yak"],
      [1463, 'Garalon'],
      [1498, "Wind Lord Mel'jarak"],
      [1499, "Amber-Shaper Un'sok"],
      [1501, "Grand Empress Shek'zeer"],
      [1409, 'Protectors of the Endless'],
      [1505, 'Tsulong'],
      [1506, 'Lei Shi'],
      [1431, 'Sha of Fear'],
    ]),
  },
  {
    id: 1046,
    name: 'Throne of Thunder',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1577, "Jin'rokh the Breaker"],
      [1575, 'Horridon'],
      [1570, 'Council of Elders'],
      [1565, 'Tortos'],
      [1578, 'Megaera'],
      [1573, 'Ji-Kun'],
      [1572, 'Durumu the Forgotten'],
      [1574, 'Primordius'],
      [1576, 'Dark Animus'],
      [1559, 'Iron Qon'],
      [1560, 'Twin Consorts'],
      [1579, 'Lei Shen'],
    ]),
  },
  {
    id: 1054,
    name: 'Siege of Orgrimmar',
    size: 25,
    difficulty: 3,
    encounters: list([
      [1602, 'Immerseus'],
      [1598, 'The Fallen Protectors'],
      [1624, 'Norushen'],
      [1604, 'Sha of Pride'],
      [1622, 'Galakras'],
      [1600, 'Iron Juggernaut'],
      [1606, "Kor'kron Dark Shaman"],
      [1603, 'General Nazgrim'],
      [1595, 'Malkorok'],
      [1594, 'Spoils of Pandaria'],
      [1599, 'Thok the Bloodthirsty'],
      [1601, 'Siegecrafter Blackfuse'],
      [1593, 'Paragons of the Klaxxi'],
      [1623, 'Garrosh Hellscream'],
    ]),
  },
];

export const standInZones: ReadonlyMap<number, StandInZone> = new Map(zones.map((zone) => [zone.id, zone]));
