import { startServer } from './bootstrap.js';
import { ConfigError, readConfig, type Config } from './config.js';

function configOrExit(): Config {
  try {
    const config = readConfig();
    if (process.env.WCL_API_URL) {
      console.warn(
        'WCL_API_URL is deprecated: every Warcraft Logs site is asked at this one address. Unset it to use ' +
          'WCL_API_URL_TEMPLATE (each realm asked of its own site; see README.md, "Configuration").',
      );
    }
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The message names every variable at fault; a stack trace would only bury it.
    console.error(error.message);
    process.exit(1);
  }
}

let stopAsked = false;
const starting = startServer(configOrExit(), { logger: true });
// Heard from the first moment: the server answers before its job queue has started, and a stop may come then.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAsked = true;
    void starting
      .then((server) => server.stop())
      .catch(() => undefined)
      .then(() => process.exit(0));
  });
}
try {
  await starting;
} catch (error) {
  // A start cut short by a stop (its database shut down under it) is a stop, not a failure.
  if (!stopAsked) throw error;
}
