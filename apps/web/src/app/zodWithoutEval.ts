import { config } from 'zod/v4/core';

/**
 * Zod compiles fast parsers with `new Function`, and probes for it when a schema is built. The server's
 * Content-Security-Policy allows no eval, so the probe would be refused and reported as a violation: schemas
 * run interpreted instead. main.tsx imports this first, before any module that builds a schema.
 */
config({ jitless: true });
