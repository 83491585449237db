import { successAnswer } from '@raid/domain/schemas/primitives';
import {
  addWebhookAnswer,
  addWebhookPayload,
  setWebhookPayload,
  testWebhookAnswer,
  webhook,
  webhookDeliveriesAnswer,
  webhookDeliveriesQuery,
  webhookRef,
  webhookSecretAnswer,
  webhookSecretPayload,
  webhooksAnswer,
  webhooksQuery,
} from '@raid/domain/schemas/webhooks';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import {
  addWebhook,
  listWebhooks,
  removeWebhook,
  setWebhook,
  testWebhook,
  webhookDeliveries,
  webhookSecret,
} from './service.js';

/** A Discord server's webhooks, for its managers only (docs/decisions.md "Webhooks"). */
export function webhooksRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/webhooks',
    { onRequest: loginRequired, schema: { querystring: webhooksQuery, response: { 200: webhooksAnswer } } },
    async (request) => listWebhooks(deps, requireUser(request), request.query.server),
  );

  app.post(
    '/api/addWebhook',
    { onRequest: loginRequired, schema: { body: addWebhookPayload, response: { 200: addWebhookAnswer } } },
    async (request) => addWebhook(deps, requireUser(request), request.body),
  );

  app.post(
    '/api/setWebhook',
    { onRequest: loginRequired, schema: { body: setWebhookPayload, response: { 200: webhook } } },
    async (request) => setWebhook(deps, requireUser(request), request.body),
  );

  app.post(
    '/api/deleteWebhook',
    { onRequest: loginRequired, schema: { body: webhookRef, response: { 200: successAnswer } } },
    async (request) => removeWebhook(deps, requireUser(request), request.body),
  );

  app.post(
    '/api/webhookSecret',
    {
      onRequest: loginRequired,
      schema: { body: webhookSecretPayload, response: { 200: webhookSecretAnswer } },
    },
    async (request) => webhookSecret(deps, requireUser(request), request.body),
  );

  app.post(
    '/api/testWebhook',
    { onRequest: loginRequired, schema: { body: webhookRef, response: { 200: testWebhookAnswer } } },
    async (request) => testWebhook(deps, requireUser(request), request.body),
  );

  app.get(
    '/api/webhookDeliveries',
    {
      onRequest: loginRequired,
      schema: { querystring: webhookDeliveriesQuery, response: { 200: webhookDeliveriesAnswer } },
    },
    async (request) => webhookDeliveries(deps, requireUser(request), request.query),
  );
}
