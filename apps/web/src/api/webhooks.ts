import type { successAnswer } from '@raid/domain/schemas/primitives';
import type {
  AddWebhookAnswer,
  TestWebhookAnswer,
  Webhook,
  WebhookDeliveriesAnswer,
  WebhookEvent,
  WebhooksAnswer,
} from '@raid/domain/schemas/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type Success = AnswerOf<typeof successAnswer>;

/** `GET /api/webhooks`: the server's hooks with their latest delivery. */
export function useWebhooks(server: string) {
  return useQuery({
    queryKey: queryKeys.webhooks(server),
    queryFn: ({ signal }) => apiGet<WebhooksAnswer>('/api/webhooks', { server }, signal),
  });
}

/** `GET /api/webhookDeliveries`: a hook's latest deliveries with each try. */
export function useWebhookDeliveries(server: string, id: number) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveries(server, id),
    queryFn: ({ signal }) =>
      apiGet<WebhookDeliveriesAnswer>('/api/webhookDeliveries', { server, id }, signal),
  });
}

/** `POST /api/addWebhook`: answers the secret, shown once. */
export function useAddWebhook(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hook: { url: string; events: WebhookEvent[] }) =>
      apiPost<AddWebhookAnswer>('/api/addWebhook', { server, ...hook }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(server) }),
  });
}

/** `POST /api/setWebhook`: events, or on/off. */
export function useSetWebhook(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: number; events?: WebhookEvent[]; enabled?: boolean }) =>
      apiPost<Webhook>('/api/setWebhook', { server, ...change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(server) }),
  });
}

/** `POST /api/deleteWebhook`. */
export function useDeleteWebhook(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<Success>('/api/deleteWebhook', { server, id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(server) }),
  });
}

/** `POST /api/webhookSecret`: reveal (`rotate: false`) or replace the secret. */
export function useWebhookSecret(server: string) {
  return useMutation({
    mutationFn: (request: { id: number; rotate: boolean }) =>
      apiPost<{ secret: string }>('/api/webhookSecret', { server, ...request }),
  });
}

/** `POST /api/testWebhook`: a ping, sent before the answer. */
export function useTestWebhook(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<TestWebhookAnswer>('/api/testWebhook', { server, id }),
    onSettled: (_answer, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.webhooks(server) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.webhookDeliveries(server, id) }),
      ]),
  });
}
