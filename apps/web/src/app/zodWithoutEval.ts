/**
 * Zod compiles fast parsers with `new Function`, and probes for it when a schema is built. The server's
 * Content-Security-Policy allows no eval, so the probe would be refused and reported as a violation: schemas
 * run interpreted instead. main.tsx imports this first, before any module that builds a schema.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig`, which every copy of zod on a page shares and
 * takes over when it loads. Setting it there, rather than through zod's `config()`, keeps zod's core (3.8 KB
 * gzip) out of the first load: only chunks loaded later (the settings dialog's) build schemas.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;
