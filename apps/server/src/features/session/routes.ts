import { SESSION_MAX_AGE_MS } from '@raid/domain/rules/sessionLifetime';
import { successAnswer } from '@raid/domain/schemas/primitives';
import { endSessionPayload, sessionsAnswer } from '@raid/domain/schemas/session';
import { initAnswer, loginQuery, user } from '@raid/domain/schemas/user';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser, SESSION_COOKIE } from '../../http/requestContext.js';
import {
  endSessions,
  init,
  listSessions,
  login,
  logout,
  newOauthState,
  type SessionDeps,
} from './service.js';
import { describeUser } from '../../presenters/users.js';

const STATE_COOKIE = 'oauth_state';

export function sessionRoutes(app: AppInstance, deps: SessionDeps): void {
  const secure = deps.baseUrl.startsWith('https://');
  // Strict: a link or form of another site arrives without the session (issue 12). Only the web app's own
  // fetches read these cookies, and those are same-site even on the page Discord's login redirects back to.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_MAX_AGE_MS / 1000 });

  app.get('/api/init', { schema: { response: { 200: initAnswer } } }, async (request, reply) => {
    // Keep the state this browser already has, so two open tabs can both finish a login. Set for a logged-in
    // user too: a session ended elsewhere leaves the page believing it is logged in, and the login its
    // 'Log in with Discord again' prompt starts must find the state its address carries (issue 28).
    const existing = request.unsignCookie(request.cookies[STATE_COOKIE] ?? '');
    const state = existing.valid && existing.value ? existing.value : newOauthState();
    reply.setCookie(STATE_COOKIE, state, { ...cookieOptions, signed: true, maxAge: 600 });
    return init(deps, request.user, request.expansion, state);
  });

  app.get(
    '/api/login',
    { schema: { querystring: loginQuery, response: { 200: user } } },
    async (request, reply) => {
      const stateCookie = request.unsignCookie(request.cookies[STATE_COOKIE] ?? '');
      const session = await login(deps, {
        ...request.query,
        expectedState: stateCookie.valid ? stateCookie.value : null,
        userAgent: request.headers['user-agent'] ?? '',
      });
      setSessionCookie(reply, session.token);
      reply.clearCookie(STATE_COOKIE, { path: '/' });
      return describeUser(deps.db, session.user, request.expansion);
    },
  );

  app.get('/api/logout', { schema: { response: { 200: successAnswer } } }, async (request, reply) => {
    await logout(deps, request.user, request.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true as const };
  });

  app.get(
    '/api/sessions',
    { onRequest: loginRequired, schema: { response: { 200: sessionsAnswer } } },
    async (request) => listSessions(deps, requireUser(request), request.sessionId),
  );

  app.post(
    '/api/endSession',
    { onRequest: loginRequired, schema: { body: endSessionPayload, response: { 200: successAnswer } } },
    async (request, reply) => {
      await endSessions(deps, requireUser(request).id, { only: request.body.id });
      if (request.body.id === request.sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  app.post(
    '/api/endOtherSessions',
    { onRequest: loginRequired, schema: { response: { 200: successAnswer } } },
    async (request) => {
      await endSessions(deps, requireUser(request).id, { except: request.sessionId ?? undefined });
      return { success: true as const };
    },
  );

  app.post(
    '/api/endAllSessions',
    { onRequest: loginRequired, schema: { response: { 200: successAnswer } } },
    async (request, reply) => {
      await endSessions(deps, requireUser(request).id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );
}
