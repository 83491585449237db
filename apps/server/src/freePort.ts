import { createServer } from 'node:net';

/*
 * Linux hands out ports for `listen(0)` from 32768-60999. A port found that way and handed to a child process is
 * free only until someone else's `listen(0)` draws it again — the child's own Discord stand-in did, once, on CI
 * (EADDRINUSE). Ports below that range are never handed out by the OS, so one that is free now stays free unless
 * another test draws the same number, which the listen check below then skips.
 */
const FIRST = 20_000;
const LAST = 32_000;

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nobody listens on, outside the range the OS picks from for other listeners (the embedded database, test servers). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (await listens(port)) return port;
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}
