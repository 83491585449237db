/**
 * A raid's page address, `/raids/{id}`, with the id as its first group: the start-up reads (App.tsx) and the
 * build's preloads of index.html (vite.config.ts) recognise the page by it. No page types, so the build imports it.
 */
export const RAID_ADDRESS = /^\/raids\/(\d+)$/;
