import { startServer } from './bootstrap.js';
import { readConfig } from './config.js';

const server = await startServer(readConfig(), { logger: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
