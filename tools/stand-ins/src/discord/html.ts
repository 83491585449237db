/** Small helpers for the stand-in's own HTML pages (the authorize page, the client page). */
import type { DemoUser } from '../demoWorld.js';

/** Every text from the demo world, the app or the visitor goes through this: embeds carry user text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The name Discord shows: the display name, else the username (with its tag where it still has one). */
export function displayName(user: DemoUser): string {
  if (user.global_name) return user.global_name;
  return user.discriminator && user.discriminator !== '0'
    ? `${user.username}#${user.discriminator}`
    : user.username;
}
