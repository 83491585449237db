import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { DomainEvents } from './events/domainEvents.js';
import type { DiscordGateway } from './integrations/discord/discordGateway.js';
import type { WclGateway } from './integrations/wcl/wclGateway.js';

/** Everything a feature needs, passed in so tests build the same app on their own database and stand-ins. */
export interface AppDeps {
  config: Config;
  db: Db;
  discord: DiscordGateway;
  wcl: WclGateway;
  events: DomainEvents;
  now: () => Date;
}
