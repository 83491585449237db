import { startServer } from './bootstrap.js';
import { ConfigError, readConfig, type Config } from './config.js';

function configOrExit(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The message names every variable at fault; a stack trace would only bury it.
    console.error(error.message);
    process.exit(1);
  }
}

const server = await startServer(configOrExit(), { logger: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
