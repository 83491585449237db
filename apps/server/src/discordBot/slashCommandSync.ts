/**
 * The slash commands Discord shows against the ones this version answers. In the demo the app registers them
 * with the stand-in at start, so its client page offers /raids, /signup and /mychars; with real credentials
 * registering stays the operator's step (`npm run admin -- discord-commands`: Discord keeps global commands,
 * and re-registering on every start would spend a rate-limited call), and start-up warns when what Discord
 * holds differs from the code's.
 */
import type { APIApplicationCommand, RESTPutAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { DiscordGateway } from '../integrations/discord/discordGateway.js';
import { commandDefinitions } from './interactions/slashCommands.js';

type Definition = RESTPutAPIApplicationCommandsJSONBody[number];

interface Option {
  type: number;
  name: string;
  description?: string;
  description_localizations?: Record<string, string> | null;
  required?: boolean;
  autocomplete?: boolean;
}

/**
 * What a player sees of a command, in one comparable shape. Discord fills in what the code leaves out (a
 * command without `contexts` gets every context), so contexts count only where the code sets them.
 */
function shapeOf(command: Definition | APIApplicationCommand, withContexts: boolean): string {
  const options = ('options' in command ? ((command.options ?? []) as Option[]) : []).map((option) => ({
    type: option.type,
    name: option.name,
    description: option.description ?? '',
    description_localizations: option.description_localizations ?? null,
    required: option.required === true,
    autocomplete: option.autocomplete === true,
  }));
  return JSON.stringify({
    type: command.type ?? 1,
    name: command.name,
    description: 'description' in command ? (command.description ?? '') : '',
    description_localizations: command.description_localizations ?? null,
    contexts: withContexts ? (command.contexts ?? null) : 'any',
    options,
  });
}

/** The commands that differ, by name: missing at Discord, changed, or registered but unknown to the code. */
function commandDifferences(
  wanted: RESTPutAPIApplicationCommandsJSONBody,
  registered: readonly APIApplicationCommand[],
): string[] {
  const found = new Map(registered.map((command) => [command.name, command]));
  const differences: string[] = [];
  for (const command of wanted) {
    const there = found.get(command.name);
    if (!there) differences.push(`/${command.name} is not registered`);
    else if (
      shapeOf(there, command.contexts !== undefined) !== shapeOf(command, command.contexts !== undefined)
    )
      differences.push(`/${command.name} differs`);
    found.delete(command.name);
  }
  for (const name of found.keys()) differences.push(`/${name} is registered but not answered`);
  return differences;
}

/** Demo: registers the commands with the stand-in. Real Discord: warns when the registered ones differ. */
export async function syncSlashCommands(
  discord: DiscordGateway,
  options: { demo: boolean; warn: (message: string) => void },
): Promise<void> {
  const wanted = commandDefinitions();
  if (options.demo) {
    await discord.registerCommands(wanted);
    return;
  }
  const differences = commandDifferences(wanted, await discord.registeredCommands());
  if (differences.length > 0) {
    options.warn(
      `Discord's slash commands differ from this version's (${differences.join('; ')}): ` +
        'run `npm run admin -- discord-commands` to register them.',
    );
  }
}
