/**
 * Discord's OAuth2 code flow: the authorize page (where the demo's visitor picks a demo user instead of
 * logging in), and the token endpoint (code exchange and refresh).
 */
import type { FastifyInstance } from 'fastify';
import { demoGuilds, demoUsers } from '../demoWorld.js';
import { displayName, escapeHtml } from './html.js';
import { randomToken } from './ids.js';
import { bodyOf } from './json.js';
import { API } from './paths.js';
import type { DiscordState } from './state.js';

const KNOWN_SCOPES = new Set([
  'identify',
  'email',
  'guilds',
  'guilds.join',
  'guilds.members.read',
  'connections',
  'bot',
  'applications.commands',
  'webhook.incoming',
]);

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<style>body{font-family:sans-serif;background:#313338;color:#dbdee1;max-width:32rem;margin:3rem auto}` +
  `a{display:block;padding:.6rem 1rem;margin:.4rem 0;background:#5865f2;color:#fff;border-radius:4px;` +
  `text-decoration:none}a.cancel{background:#4e5058}.user{display:flex;gap:.4rem}.user a{flex:1}` +
  `a.client{flex:0 1 auto;background:#2b2d31;border:1px solid #4e5058}</style></head>` +
  `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>\n`;

function issueTokens(state: DiscordState, userId: string, scopes: string[]) {
  const accessToken = randomToken(30);
  const refreshToken = randomToken(30);
  state.accessTokens.set(accessToken, {
    userId,
    scopes,
    expiresAt: Date.now() + state.accessTokenTtl * 1000,
    refreshToken,
  });
  state.refreshTokens.set(refreshToken, { userId, scopes, accessToken });
  return {
    token_type: 'Bearer',
    access_token: accessToken,
    expires_in: state.accessTokenTtl,
    refresh_token: refreshToken,
    scope: scopes.join(' '),
  };
}

export function registerOAuthRoutes(app: FastifyInstance, state: DiscordState): void {
  app.get('/oauth2/authorize', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const html = (status: number, title: string, text: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(page(title, `<p>${escapeHtml(text)}</p>`));
    if (query.client_id !== state.clientId)
      return html(400, 'Discord stand-in — error', 'Unknown application (client_id).');
    const scopes = (query.scope ?? '').split(/[ +]/).filter(Boolean);
    const badScope = scopes.find((scope) => !KNOWN_SCOPES.has(scope));
    if (scopes.length === 0 || badScope) {
      return html(400, 'Discord stand-in — error', `Invalid scope: ${badScope ?? '(none)'}.`);
    }
    if (scopes.includes('bot') && !query.response_type) {
      const list = demoGuilds
        .map((guild) => `<li data-guild-id="${escapeHtml(guild.id)}">${escapeHtml(guild.name)}</li>`)
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Discord stand-in — add the bot',
            `<p>The bot is already in every demo server (permissions ${escapeHtml(query.permissions ?? '0')}):</p><ul>${list}</ul>`,
          ),
        );
    }
    if (query.response_type !== 'code') {
      return html(400, 'Discord stand-in — error', 'Unsupported response_type (only "code").');
    }
    let redirect: URL;
    try {
      redirect = new URL(query.redirect_uri ?? '');
    } catch {
      return html(400, 'Discord stand-in — error', 'Invalid OAuth2 redirect_uri.');
    }
    const now = Date.now();
    for (const [code, entry] of state.codes) if (entry.expiresAt <= now) state.codes.delete(code);
    const redirectUri = query.redirect_uri ?? '';
    const links = demoUsers.map((user) => {
      const code = randomToken(30);
      state.codes.set(code, {
        userId: user.id,
        clientId: state.clientId,
        redirectUri,
        scopes,
        expiresAt: now + 10 * 60_000,
      });
      const target = new URL(redirect);
      target.searchParams.set('code', code);
      if (query.state !== undefined) target.searchParams.set('state', query.state);
      const login = `<a data-user-id="${escapeHtml(user.id)}" href="${escapeHtml(target.toString())}">${escapeHtml(
        `${displayName(user)} (${user.username})`,
      )}</a>`;
      // Beside each login, the same person in the stand-in's Discord client, to click the bot's buttons as them.
      const client = `<a class="client" data-client-user-id="${escapeHtml(user.id)}" href="/__client?user=${encodeURIComponent(
        user.id,
      )}" target="_blank" rel="noopener">${escapeHtml(`Open Discord as ${displayName(user)}`)}</a>`;
      return `<div class="user">${login}${client}</div>`;
    });
    const cancel = new URL(redirect);
    cancel.searchParams.set('error', 'access_denied');
    cancel.searchParams.set(
      'error_description',
      'The resource owner or authorization server denied the request',
    );
    if (query.state !== undefined) cancel.searchParams.set('state', query.state);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Discord stand-in — choose a demo user',
          `<p>Scopes: ${escapeHtml(scopes.join(', '))}</p>\n${links.join('\n')}\n` +
            `<a class="cancel" data-cancel="true" href="${escapeHtml(cancel.toString())}">Cancel</a>`,
        ),
      );
  });

  app.post(`${API}/oauth2/token`, async (request, reply) => {
    const body = bodyOf(request) as Record<string, string | undefined>;
    let id = body.client_id;
    let secret = body.client_secret;
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (id !== state.clientId || secret !== state.clientSecret) {
      return reply.code(401).send({ error: 'invalid_client' });
    }
    const invalid = (error: string, description: string) =>
      reply.code(400).send({ error, error_description: description });
    if (body.grant_type === 'authorization_code') {
      if (!body.code) return invalid('invalid_request', 'Missing "code" in request.');
      const entry = state.codes.get(body.code);
      if (!entry || entry.expiresAt <= Date.now() || entry.clientId !== id) {
        return invalid('invalid_grant', 'Invalid "code" in request.');
      }
      if (entry.redirectUri !== body.redirect_uri) {
        return invalid('invalid_grant', 'Invalid "redirect_uri" in request.');
      }
      state.codes.delete(body.code);
      return issueTokens(state, entry.userId, entry.scopes);
    }
    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) return invalid('invalid_request', 'Missing "refresh_token" in request.');
      const entry = state.refreshTokens.get(body.refresh_token);
      if (!entry) return invalid('invalid_grant', 'Invalid "refresh_token" in request.');
      state.refreshTokens.delete(body.refresh_token);
      return issueTokens(state, entry.userId, entry.scopes);
    }
    return reply.code(400).send({ error: 'unsupported_grant_type' });
  });
}
