/**
 * `GET /applications/@me`, the bot's own application (https://discord.com/developers/docs/resources/application
 * #get-current-application), with the interactions endpoint URL the Developer Portal would hold; and the test
 * control that changes the bot's role in a guild (botMember.ts).
 */
import type { FastifyInstance } from 'fastify';
import { demoGuilds, demoUsers } from '../demoWorld.js';
import { registerBotPermissionControl } from './botMember.js';
import { requireBot } from './callers.js';
import { API } from './paths.js';
import { userObject } from './presenters.js';
import type { DiscordState } from './state.js';

export function registerApplicationRoutes(app: FastifyInstance, state: DiscordState): void {
  app.get(`${API}/applications/@me`, async (request) => {
    requireBot(state, request);
    const owner = demoUsers.find((user) => user.admin) ?? demoUsers[0];
    return {
      id: state.clientId,
      name: state.botUser.username,
      icon: null,
      description: '',
      type: null,
      bot: state.botUser,
      bot_public: true,
      bot_require_code_grant: false,
      summary: '',
      verify_key: state.interactions.keys.publicKey,
      team: null,
      flags: 0,
      hook: true,
      is_monetized: false,
      owner: owner ? userObject(owner) : null,
      approximate_guild_count: demoGuilds.length,
      redirect_uris: [],
      interactions_endpoint_url: state.interactions.endpoint,
      install_params: { scopes: ['bot', 'applications.commands'], permissions: '8589954049' },
      integration_types_config: { '0': {} },
    };
  });
  registerBotPermissionControl(app, state);
}
