/** A guild's scheduled events: list, create, read, edit, delete. */
import type { FastifyInstance } from 'fastify';
import { requireBot } from './callers.js';
import { unknown } from './httpErrors.js';
import { snowflake } from './ids.js';
import { bodyOf } from './json.js';
import { findGuild } from './lookups.js';
import { API } from './paths.js';
import { eventObject } from './presenters.js';
import { eventFields, validateEvent } from './scheduledEventBody.js';
import type { DiscordState, StoredEvent } from './state.js';

function findEvent(state: DiscordState, guildId: string, eventId: string): StoredEvent {
  findGuild(guildId);
  const event = state.events.get(eventId);
  if (!event || event.guild_id !== guildId) throw unknown('Guild Scheduled Event', 10070);
  return event;
}

export function registerScheduledEventRoutes(app: FastifyInstance, state: DiscordState): void {
  const present = (event: StoredEvent) => eventObject(event, state.botUser);

  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/scheduled-events`, async (request) => {
    requireBot(state, request);
    findGuild(request.params.guildId);
    return [...state.events.values()].filter((e) => e.guild_id === request.params.guildId).map(present);
  });

  app.post<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/scheduled-events`, async (request) => {
    requireBot(state, request);
    const guild = findGuild(request.params.guildId);
    const body = bodyOf(request);
    const event = eventFields(body, {
      id: snowflake(state),
      guild_id: guild.id,
      channel_id: null,
      name: '',
      description: null,
      scheduled_start_time: '',
      scheduled_end_time: null,
      privacy_level: 0,
      entity_type: 0,
      entity_metadata: null,
      status: 1,
    });
    validateEvent(guild, event, body, true);
    state.events.set(event.id, event);
    return present(event);
  });

  app.get<{ Params: { guildId: string; eventId: string } }>(
    `${API}/guilds/:guildId/scheduled-events/:eventId`,
    async (request) => {
      requireBot(state, request);
      return present(findEvent(state, request.params.guildId, request.params.eventId));
    },
  );

  app.patch<{ Params: { guildId: string; eventId: string } }>(
    `${API}/guilds/:guildId/scheduled-events/:eventId`,
    async (request) => {
      requireBot(state, request);
      const guild = findGuild(request.params.guildId);
      const current = findEvent(state, guild.id, request.params.eventId);
      const body = bodyOf(request);
      const next = eventFields(body, current);
      validateEvent(guild, next, body, false);
      state.events.set(next.id, next);
      return present(next);
    },
  );

  app.delete<{ Params: { guildId: string; eventId: string } }>(
    `${API}/guilds/:guildId/scheduled-events/:eventId`,
    async (request, reply) => {
      requireBot(state, request);
      const event = findEvent(state, request.params.guildId, request.params.eventId);
      state.events.delete(event.id);
      return reply.code(204).send();
    },
  );
}
