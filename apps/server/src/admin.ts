import { EMBEDDED_DATABASE } from './bootstrap.js';
import { readConfig } from './config.js';
import { createDb } from './db/database.js';
import { runningClusterUrl, startEmbeddedCluster } from './db/embeddedCluster.js';
import { AdminCommandError, runAdminCommand } from './admin/adminCommand.js';
import { runBackupCommand } from './admin/backupCommand.js';
import { registerDiscordCommands } from './admin/discordCommands.js';
import { DiscordClient } from './integrations/discord/discordClient.js';

/**
 * `npm run admin -- <command>`: operator commands against the app's database. With DATABASE_URL it connects
 * there; otherwise to the embedded cluster of the app running in DATA_DIR, or, when none runs, it starts that
 * cluster itself for the command (the DATA_DIR lock keeps the app from starting meanwhile).
 */
const config = readConfig();
const [command] = process.argv.slice(2);
if (command === 'discord-commands') {
  // Discord's part only: no database needed.
  if (!config.discord) {
    console.error('discord-commands needs DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and DISCORD_BOT_TOKEN.');
    process.exit(1);
  }
  console.log(await registerDiscordCommands(new DiscordClient(config.discord)));
  process.exit(0);
}
if (command === 'backup' || command === 'restore') {
  process.exit(await runBackupCommand(config, process.argv.slice(2), new Date()));
}
let stopCluster: (() => Promise<void>) | undefined;
let url = config.databaseUrl ?? (await runningClusterUrl(config.dataDir, EMBEDDED_DATABASE));
if (!url) {
  const cluster = await startEmbeddedCluster(config.dataDir);
  stopCluster = cluster.stop;
  url = cluster.url(EMBEDDED_DATABASE);
}
const db = createDb(url, { max: 1 });
try {
  console.log(await runAdminCommand(db, process.argv.slice(2), new Date()));
} catch (error) {
  console.error(error instanceof AdminCommandError ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
  await stopCluster?.();
}
