import { z } from 'zod';

/**
 * `GET /api/calendarFeed` and `POST /api/regenerateCalendarFeed`: the address of the caller's personal calendar
 * feed. The address is a bearer secret: whoever has it reads the caller's sign-ups.
 */
export const calendarFeedAnswer = z.object({ url: z.url() });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswer>;

/** `GET /api/calendar/g/<guildId>.ics?lang=ru`: the community feed's titles in Russian; English by default. */
export const guildFeedQuery = z.object({ lang: z.enum(['en', 'ru']).optional() });

/**
 * The feeds' path parameters are any text: a secret or id that cannot exist answers 404 like an unknown one,
 * so the shape of a secret is not told apart from its being wrong.
 */
export const personalFeedParams = z.object({ secret: z.string() });
export const guildFeedParams = z.object({ guildId: z.string() });
export const teamFeedParams = z.object({ teamId: z.string() });
