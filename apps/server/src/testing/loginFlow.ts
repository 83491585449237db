import type { TestApp } from './testApp.js';

/** Undoes the stand-in page's HTML escaping (&#38; and friends) in an href. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replaceAll('&amp;', '&');
}

function cookieValue(setCookie: string | string[] | undefined, name: string): string | null {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const header of headers) {
    const [pair] = header.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key?.trim() === name) return value.join('=');
  }
  return null;
}

/**
 * Logs in as a demo user the way a browser does: /api/init gives the authorize URL and the state cookie, the
 * Discord stand-in's page links the user to our redirect with a code, /api/login completes it (sending
 * `userAgent` as the browser's User-Agent). Answers /api/login's answer.
 */
export async function discordLoginAnswer(
  test: TestApp,
  demoUserId: string,
  options: { userAgent?: string } = {},
) {
  const init = await test.app.inject({ url: '/api/init' });
  const stateCookie = cookieValue(init.headers['set-cookie'], 'oauth_state');
  const { oauthURL } = init.json() as { oauthURL: string };
  const page = await (await fetch(oauthURL)).text();
  const link = new RegExp(`data-user-id="${demoUserId}"[^>]*href="([^"]+)"`).exec(page)?.[1];
  if (!link || !stateCookie) throw new Error(`demo user ${demoUserId} not offered by the stand-in`);
  const redirect = new URL(decodeHtml(link));
  return test.app.inject({
    url: `/api/login?code=${encodeURIComponent(redirect.searchParams.get('code') ?? '')}&state=${encodeURIComponent(redirect.searchParams.get('state') ?? '')}`,
    headers: {
      cookie: `oauth_state=${stateCookie}`,
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
  });
}

/** Logs in as a demo user the way a browser does (discordLoginAnswer); answers the session Cookie header. */
export async function loginThroughDiscord(
  test: TestApp,
  demoUserId: string,
  options: { userAgent?: string } = {},
): Promise<string> {
  const login = await discordLoginAnswer(test, demoUserId, options);
  const session = cookieValue(login.headers['set-cookie'], 'sid');
  if (login.statusCode !== 200 || !session)
    throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return `sid=${session}`;
}

export { cookieValue };
