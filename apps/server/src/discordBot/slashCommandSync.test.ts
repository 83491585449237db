import { startDiscordStandIn, type DiscordStandIn } from '@raid/stand-ins/discordStandIn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DiscordClient } from '../integrations/discord/discordClient.js';
import { commandDefinitions } from './interactions/slashCommands.js';
import { syncSlashCommands } from './slashCommandSync.js';

const MEMBER = '210000000000000003';

let standIn: DiscordStandIn;
let discord: DiscordClient;
const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

beforeAll(async () => {
  standIn = await startDiscordStandIn();
  discord = new DiscordClient({
    apiUrl: `${standIn.url}/api`,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    botToken: standIn.botToken,
  });
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(async () => {
  warnings.length = 0;
  await discord.registerCommands([]);
});

describe('slash commands at start-up', () => {
  it("registers them in the demo, so the stand-in's Discord page offers them", async () => {
    const before = await (await fetch(`${standIn.url}/__client?user=${MEMBER}`)).text();
    expect(before).not.toContain('/mychars');
    await syncSlashCommands(discord, { demo: true, warn });
    const page = await (await fetch(`${standIn.url}/__client?user=${MEMBER}`)).text();
    for (const name of ['/raids', '/signup', '/mychars']) expect(page).toContain(name);
    expect(warnings).toEqual([]);
  });

  it('with real credentials registers nothing, and is quiet when Discord holds the same commands', async () => {
    await discord.registerCommands(commandDefinitions());
    standIn.clearRequests();
    await syncSlashCommands(discord, { demo: false, warn });
    expect(warnings).toEqual([]);
    expect(standIn.requests().map((request) => request.method)).toEqual(['GET']);
  });

  it('warns, naming each, when the registered commands differ from the code', async () => {
    const [raids, signup] = commandDefinitions();
    if (!raids || !signup) throw new Error('the code defines /raids and /signup first');
    await discord.registerCommands([
      raids,
      { ...signup, description_localizations: { ru: 'Старое описание' } },
      { name: 'oldcommand', description: 'Gone from the code', type: 1 },
    ]);
    await syncSlashCommands(discord, { demo: false, warn });
    expect(warnings).toEqual([
      "Discord's slash commands differ from this version's (/signup differs; /mychars is not registered; " +
        '/oldcommand is registered but not answered): run `npm run admin -- discord-commands` to register them.',
    ]);
  });
});
