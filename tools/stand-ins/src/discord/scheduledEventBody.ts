/** A scheduled event's fields, taken from a create or edit body and checked the way Discord checks them. */
import type { DemoGuild } from '../demoWorld.js';
import { checkLength, FormErrors, isIsoDate } from './formErrors.js';
import type { Json } from './json.js';
import type { StoredEvent } from './state.js';

/** `base` with every field the body names; a PATCH leaves the others as they were. */
export const eventFields = (body: Json, base: StoredEvent): StoredEvent => ({
  ...base,
  ...('name' in body ? { name: body.name as string } : {}),
  ...('description' in body ? { description: (body.description as string | null) ?? null } : {}),
  ...('channel_id' in body ? { channel_id: (body.channel_id as string | null) ?? null } : {}),
  ...('scheduled_start_time' in body ? { scheduled_start_time: body.scheduled_start_time as string } : {}),
  ...('scheduled_end_time' in body
    ? { scheduled_end_time: (body.scheduled_end_time as string | null) ?? null }
    : {}),
  ...('privacy_level' in body ? { privacy_level: body.privacy_level as number } : {}),
  ...('entity_type' in body ? { entity_type: body.entity_type as number } : {}),
  ...('entity_metadata' in body
    ? { entity_metadata: (body.entity_metadata as { location?: string } | null) ?? null }
    : {}),
});

/** `changed` is the request body: a start time in the past is refused only when this call sets it. */
export function validateEvent(guild: DemoGuild, event: StoredEvent, changed: Json, creating: boolean): void {
  const errors = new FormErrors();
  checkLength(errors, ['name'], event.name, 100, 1, true);
  checkLength(errors, ['description'], event.description, 1000);
  if (event.privacy_level !== 2) {
    errors.add(['privacy_level'], 'BASE_TYPE_CHOICES', 'Value must be one of {2}.');
  }
  if (![1, 2, 3].includes(event.entity_type)) {
    errors.add(['entity_type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3}.');
  }
  if (!isIsoDate(event.scheduled_start_time)) {
    errors.add(['scheduled_start_time'], 'DATE_TYPE_PARSE', 'Could not parse timestamp. Should be ISO8601.');
  } else if (
    (creating || 'scheduled_start_time' in changed) &&
    Date.parse(event.scheduled_start_time) < Date.now()
  ) {
    errors.add(
      ['scheduled_start_time'],
      'GUILD_SCHEDULED_EVENT_SCHEDULE_PAST',
      'Cannot schedule event in the past.',
    );
  }
  if (event.scheduled_end_time !== null) {
    if (!isIsoDate(event.scheduled_end_time)) {
      errors.add(['scheduled_end_time'], 'DATE_TYPE_PARSE', 'Could not parse timestamp. Should be ISO8601.');
    } else if (Date.parse(event.scheduled_end_time) <= Date.parse(event.scheduled_start_time)) {
      errors.add(
        ['scheduled_end_time'],
        'GUILD_SCHEDULED_EVENT_END_BEFORE_START',
        'The end time must be after the start time.',
      );
    }
  }
  if (event.entity_type === 1 || event.entity_type === 2) {
    // Stage instance events need a stage channel (13), voice events a voice channel (2).
    const wanted = event.entity_type === 1 ? 13 : 2;
    const channel = guild.channels.find((c) => c.id === event.channel_id);
    if (!event.channel_id) errors.add(['channel_id'], 'BASE_TYPE_REQUIRED', 'This field is required');
    else if (!channel || (channel.type as number) !== wanted) {
      errors.add(['channel_id'], 'CHANNEL_TYPE_INVALID_TYPE', 'Channel is not a valid type for this event.');
    }
  } else if (event.entity_type === 3) {
    if (!event.entity_metadata?.location) {
      errors.add(['entity_metadata', 'location'], 'BASE_TYPE_REQUIRED', 'This field is required');
    }
    if (event.scheduled_end_time === null) {
      errors.add(['scheduled_end_time'], 'BASE_TYPE_REQUIRED', 'This field is required');
    }
  }
  errors.throwIfAny();
}
