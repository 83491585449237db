/**
 * The demo world shared by the Discord and Warcraft Logs stand-ins and the server's demo seed: who exists on
 * Discord, which Discord servers the bot is in, and which characters Warcraft Logs knows. Ids look like real
 * Discord snowflakes so every format check applies to them.
 */
import type { ExpansionKey } from '@raid/domain/catalogue/types';

export interface DemoUser {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string;
  avatar: string | null;
  /** The demo world's premium user and site administrator (ADMIN_USER_ID in demo mode). */
  premium?: boolean;
  admin?: boolean;
  language?: 'en' | 'ru';
}

export interface DemoGuild {
  id: string;
  name: string;
  icon: string | null;
  ownerId: string;
  roles: Array<{ id: string; name: string; color: number; permissions: string; position: number }>;
  /** Channel type 0 text, 2 voice. */
  channels: Array<{ id: string; name: string; type: 0 | 2; position: number }>;
  members: Array<{ userId: string; roles: string[] }>;
  /** The bot may create invites here; without it the owner is told and the web shows 'Failed to create an invite'. */
  botCanInvite: boolean;
}

export interface DemoCharacter {
  expansion: ExpansionKey;
  /** Owner in our demo seed; null for characters only Warcraft Logs knows (free to add). */
  userId: string | null;
  name: string;
  serverId: number;
  faction: 1 | 2;
  classId: number;
  spec: number;
  spec2?: number;
}

export const demoUsers: DemoUser[] = [
  {
    id: '210000000000000001',
    username: 'arthas',
    global_name: 'Arthas',
    discriminator: '0',
    avatar: null,
    admin: true,
  },
  {
    id: '210000000000000002',
    username: 'jaina',
    global_name: 'Jaina',
    discriminator: '0',
    avatar: null,
    premium: true,
  },
  { id: '210000000000000003', username: 'thrall', global_name: null, discriminator: '4242', avatar: null },
  {
    id: '210000000000000004',
    username: 'sylvanas',
    global_name: 'Sylvanas',
    discriminator: '0',
    avatar: null,
  },
  {
    id: '210000000000000005',
    username: 'illidan',
    global_name: 'Иллидан',
    discriminator: '0',
    avatar: null,
    language: 'ru',
  },
  { id: '210000000000000006', username: 'anduin', global_name: null, discriminator: '0', avatar: null },
];

const ADMINISTRATOR = String(1 << 3);
const NONE = '0';

export const demoGuilds: DemoGuild[] = [
  {
    id: '310000000000000001',
    name: 'Frostmourne Raiders',
    icon: null,
    ownerId: '210000000000000001',
    roles: [
      { id: '310000000000000001', name: '@everyone', color: 0, permissions: NONE, position: 0 },
      { id: '320000000000000001', name: 'Officer', color: 0xe67e22, permissions: ADMINISTRATOR, position: 3 },
      { id: '320000000000000002', name: 'Raid Leader', color: 0x3498db, permissions: NONE, position: 2 },
      { id: '320000000000000003', name: 'Raider', color: 0x2ecc71, permissions: NONE, position: 1 },
    ],
    channels: [
      { id: '330000000000000001', name: 'raid-schedule', type: 0, position: 0 },
      { id: '330000000000000002', name: 'gdkp-raids', type: 0, position: 1 },
      { id: '330000000000000003', name: 'general', type: 0, position: 2 },
      { id: '330000000000000004', name: 'Raid Voice', type: 2, position: 3 },
    ],
    members: [
      { userId: '210000000000000001', roles: [] },
      { userId: '210000000000000002', roles: ['320000000000000001'] },
      { userId: '210000000000000003', roles: ['320000000000000002'] },
      { userId: '210000000000000004', roles: ['320000000000000003'] },
      { userId: '210000000000000005', roles: ['320000000000000003'] },
      { userId: '210000000000000006', roles: [] },
    ],
    botCanInvite: true,
  },
  {
    id: '310000000000000002',
    name: 'Орда Пламегора',
    icon: null,
    ownerId: '210000000000000005',
    roles: [
      { id: '310000000000000002', name: '@everyone', color: 0, permissions: NONE, position: 0 },
      { id: '320000000000000011', name: 'Рейд-лидер', color: 0xc0392b, permissions: NONE, position: 1 },
    ],
    channels: [
      { id: '330000000000000011', name: 'расписание', type: 0, position: 0 },
      { id: '330000000000000012', name: 'Голосовой', type: 2, position: 1 },
    ],
    members: [
      { userId: '210000000000000005', roles: [] },
      { userId: '210000000000000004', roles: ['320000000000000011'] },
      { userId: '210000000000000003', roles: [] },
    ],
    botCanInvite: false,
  },
];

const latinNames = [
  'Thalric',
  'Mirelle',
  'Brannoc',
  'Selwyn',
  'Korgath',
  'Ysolde',
  'Dravik',
  'Elowen',
  'Garrow',
  'Liora',
  'Torvald',
  'Nyssa',
  'Hadrik',
  'Seraphin',
  'Vorlag',
  'Aelinor',
  'Borrik',
  'Caelia',
  'Durnan',
  'Fenwick',
  'Grisha',
  'Isolde',
  'Jorund',
  'Kaelen',
  'Lunara',
  'Morwen',
  'Norrin',
  'Orlaith',
  'Perrin',
  'Quillon',
  'Rhiannon',
  'Sigrun',
  'Tamsin',
  'Ulric',
  'Vespera',
  'Wulfric',
  'Xandra',
  'Yorick',
  'Zephyra',
  'Aldric',
  'Brynja',
  'Cedric',
  'Dagny',
  'Eirik',
  'Freya',
  'Gunnar',
  'Hilda',
  'Ingrid',
  'Jarl',
  'Kestrel',
];
const cyrillicNames = ['Громобой', 'Светозара', 'Тенебрис', 'Ярослава', 'Огнеяр', 'Мирослав'];

/** The realm most demo characters live on: the first European realm of the expansion that is not 10024. */
export function demoRealmId(servers: ReadonlyArray<{ id: number; serverRegion: string }>): number {
  const realm = servers.find((server) => server.serverRegion === 'EU' && server.id !== 10024);
  if (!realm) throw new Error('The catalogue has no European realm');
  return realm.id;
}

export const RUSSIAN_REALM_ID = 10024;

interface ClassSpecs {
  id: number;
  specs: ReadonlyArray<{ id: number }>;
}

/**
 * Characters of every class for one expansion: on the demo realm for the Horde, owned in turn by the demo users
 * (the last few belong to nobody, so a newcomer can add one that Warcraft Logs knows), and a few Russian
 * characters on realm 10024.
 */
export function demoCharacters(
  expansion: ExpansionKey,
  classes: readonly ClassSpecs[],
  realmId: number,
): DemoCharacter[] {
  const characters: DemoCharacter[] = [];
  let index = 0;
  for (let round = 0; round < 3; round++) {
    for (const cls of classes) {
      const spec = cls.specs[round % cls.specs.length];
      const spec2 = cls.specs[(round + 1) % cls.specs.length];
      if (!spec || !spec2) continue;
      const owner = index < demoUsers.length * 4 ? (demoUsers[index % demoUsers.length]?.id ?? null) : null;
      characters.push({
        expansion,
        userId: owner,
        name: latinNames[index % latinNames.length] ?? `Demo${index}`,
        serverId: realmId,
        faction: 2,
        classId: cls.id,
        spec: spec.id,
        spec2: spec2.id === spec.id ? 0 : spec2.id,
      });
      index++;
    }
  }
  cyrillicNames.forEach((name, i) => {
    const cls = classes[i % classes.length];
    const spec = cls?.specs[0];
    if (!cls || !spec) return;
    characters.push({
      expansion,
      userId:
        i < 4
          ? (['210000000000000005', '210000000000000004', '210000000000000003', '210000000000000005'][i] ??
            null)
          : null,
      name,
      serverId: RUSSIAN_REALM_ID,
      faction: 2,
      classId: cls.id,
      spec: spec.id,
    });
  });
  return characters;
}
