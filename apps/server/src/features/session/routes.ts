import { initAnswer, loginQuery, user } from '@raid/domain/schemas/user';
import { successAnswer } from '@raid/domain/schemas/primitives';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../http/appInstance.js';
import { SESSION_COOKIE } from '../../http/requestContext.js';
import {
  describeUser,
  init,
  login,
  logout,
  newOauthState,
  SESSION_TTL_MS,
  type SessionDeps,
} from './service.js';

const STATE_COOKIE = 'oauth_state';

export function sessionRoutes(app: AppInstance, deps: SessionDeps): void {
  const secure = deps.baseUrl.startsWith('https://');
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });

  app.get('/api/init', { schema: { response: { 200: initAnswer } } }, async (request, reply) => {
    // Keep the state this browser already has, so two open tabs can both finish a login.
    const existing = request.unsignCookie(request.cookies[STATE_COOKIE] ?? '');
    const state = existing.valid && existing.value ? existing.value : newOauthState();
    if (!request.user) reply.setCookie(STATE_COOKIE, state, { ...cookieOptions, signed: true, maxAge: 600 });
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
      });
      setSessionCookie(reply, session.token);
      reply.clearCookie(STATE_COOKIE, { path: '/' });
      return describeUser(deps.db, session.user, request.expansion);
    },
  );

  app.get('/api/logout', { schema: { response: { 200: successAnswer } } }, async (request, reply) => {
    await logout(deps.db, request.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true as const };
  });
}
