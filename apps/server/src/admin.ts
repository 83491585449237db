import { EMBEDDED_DATABASE } from './bootstrap.js';
import { readConfig } from './config.js';
import { createDb, type Db } from './db/database.js';
import { runningClusterUrl, startEmbeddedCluster } from './db/embeddedCluster.js';
import {
  ADMIN_USAGE,
  AdminCommandError,
  parseAdminCommand,
  runPremiumCommand,
} from './admin/adminCommand.js';
import { runBackupCommand } from './admin/backupCommand.js';
import { registerDiscordCommands } from './admin/discordCommands.js';
import { formatCheck } from './admin/doctor/check.js';
import {
  doctorExitCode,
  doctorTargets,
  registeredProbes,
  runDoctor,
  standInProbes,
} from './admin/doctor/doctor.js';
import { DiscordClient } from './integrations/discord/discordClient.js';

/**
 * `npm run admin -- <command>`: operator commands against the app's database. With DATABASE_URL it connects
 * there; otherwise to the embedded cluster of the app running in DATA_DIR, or, when none runs, it starts that
 * cluster itself for the command (the DATA_DIR lock keeps the app from starting meanwhile).
 */
const command = parseAdminCommand(process.argv.slice(2));
if (!command) {
  // 2, as for any command-line mistake, before anything runs: a script can tell it from a command that ran and
  // failed (1).
  console.error(ADMIN_USAGE);
  process.exit(2);
}
const config = readConfig();
if (command.name === 'discord-commands') {
  // Discord's part only: no database needed.
  if (!config.discord) {
    console.error('discord-commands needs DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and DISCORD_BOT_TOKEN.');
    process.exit(1);
  }
  console.log(await registerDiscordCommands(new DiscordClient(config.discord)));
  process.exit(0);
}
/** The app's database: DATABASE_URL, the running app's embedded cluster, or that cluster started for the command. */
async function openDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  let stopCluster: (() => Promise<void>) | undefined;
  let url = config.databaseUrl ?? (await runningClusterUrl(config.dataDir, EMBEDDED_DATABASE));
  if (!url) {
    const cluster = await startEmbeddedCluster(config.dataDir);
    stopCluster = cluster.stop;
    url = cluster.url(EMBEDDED_DATABASE);
  }
  const db = createDb(url, { max: 1 });
  return {
    db,
    close: async () => {
      await db.destroy();
      await stopCluster?.();
    },
  };
}

if (command.name === 'doctor') {
  const targets = await doctorTargets(config);
  let status = 1;
  try {
    let sites = standInProbes();
    if (!targets.wclStandIn) {
      // The real Warcraft Logs is asked for characters signed up here.
      const database = await openDatabase();
      sites = await registeredProbes(database.db).finally(database.close);
    }
    const checks = await runDoctor(targets, sites);
    for (const check of checks) console.log(formatCheck(check));
    status = doctorExitCode(checks);
  } finally {
    await targets.close();
  }
  // Explicitly: the embedded cluster's package ends the process with 0 on its own exit hook otherwise.
  process.exit(status);
} else if (command.name === 'premium') {
  const database = await openDatabase();
  let status = 0;
  try {
    console.log(await runPremiumCommand(database.db, command, new Date()));
  } catch (error) {
    console.error(error instanceof AdminCommandError ? error.message : error);
    status = 1;
  } finally {
    await database.close();
  }
  // Explicitly, as for doctor: the embedded cluster's exit hook would end the process with 0.
  process.exit(status);
} else {
  process.exit(await runBackupCommand(config, command, new Date()));
}
