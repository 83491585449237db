import type { DiscordGateway } from '../integrations/discord/discordGateway.js';
import { commandDefinitions } from '../discordBot/interactions/slashCommands.js';

/**
 * `npm run admin -- discord-commands`: registers the bot's slash commands (/raids, /signup, /mychars) as the
 * application's global commands, replacing whatever was registered before. Run it once per deployment that
 * changes them; Discord keeps them.
 */
export async function registerDiscordCommands(discord: DiscordGateway): Promise<string> {
  const definitions = commandDefinitions();
  const count = await discord.registerCommands(definitions);
  return `Registered ${count} slash commands: ${definitions.map((command) => `/${command.name}`).join(', ')}.`;
}
