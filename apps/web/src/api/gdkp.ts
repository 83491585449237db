import type {
  GdkpRules,
  gdkpHistoryAnswer,
  gdkpImportAnswer,
  gdkpLedgerAnswer,
} from '@raid/domain/schemas/gdkp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { address, apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

export type GdkpLedger = AnswerOf<typeof gdkpLedgerAnswer>;
export type GdkpSale = GdkpLedger['sales'][number];
type ImportAnswer = AnswerOf<typeof gdkpImportAnswer>;

/** `GET /api/gdkp?raid=`: the raid's ledger with its split, trades and what the viewer may do. */
export function useGdkpLedger(raid: number) {
  return useQuery({
    queryKey: queryKeys.gdkp(raid),
    queryFn: ({ signal }) => apiGet<GdkpLedger>('/api/gdkp', { raid }, signal),
  });
}

/** The ledger calls whose answer is the new ledger: it replaces the cached one at once. */
type LedgerCalls = {
  '/api/gdkpSale': {
    itemName: string;
    itemId?: number;
    boss?: number;
    buyerRecord?: number;
    buyerName?: string;
    priceGold: number;
  };
  '/api/gdkpSaleEdit': LedgerCalls['/api/gdkpSale'] & { id: number };
  '/api/gdkpSaleDelete': { id: number };
  '/api/gdkpRules': { rules: GdkpRules };
  '/api/gdkpBankers': { users: string[] };
  '/api/gdkpParticipant': {
    record: number;
    share: 'full' | 'half' | 'none' | null;
    forfeit: 'late' | 'leftEarly' | null;
  };
  '/api/gdkpPaid': { key: string; paid: boolean };
  '/api/gdkpClose': Record<string, never>;
  '/api/gdkpReopen': { reason: string };
};
type LedgerCall = keyof LedgerCalls;

/** One of the ledger's POST calls; sale calls carry their own id, the others the raid's. */
export function useGdkpCall<P extends LedgerCall>(raid: number, path: P) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LedgerCalls[P]) =>
      apiPost<GdkpLedger>(
        path,
        path === '/api/gdkpSaleEdit' || path === '/api/gdkpSaleDelete' ? payload : { raid, ...payload },
      ),
    onSuccess: (ledger) => queryClient.setQueryData(queryKeys.gdkp(raid), ledger),
  });
}

/** `POST /api/gdkpImport`: a pasted Gargul export; the answer counts what was imported and matched. */
export function useGdkpImport(raid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiPost<ImportAnswer>('/api/gdkpImport', { raid, text }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.gdkp(raid), answer.ledger),
  });
}

/** `POST /api/gdkpPostPayouts`: the payout table goes to the raid's Discord channel. */
export function usePostPayouts(raid: number) {
  return useMutation({
    mutationFn: () => apiPost<{ ok: true }>('/api/gdkpPostPayouts', { raid }),
  });
}

/** `GET /api/gdkpDefaults?guild=`: the Discord server's default rules. */
export function useGdkpDefaults(guild: string) {
  return useQuery({
    queryKey: queryKeys.gdkpDefaults(guild),
    queryFn: ({ signal }) => apiGet<{ rules: GdkpRules }>('/api/gdkpDefaults', { guild }, signal),
  });
}

/** `POST /api/gdkpDefaults`: saves the server's default rules. */
export function useSaveGdkpDefaults(guild: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: GdkpRules) => apiPost<{ rules: GdkpRules }>('/api/gdkpDefaults', { guild, rules }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.gdkpDefaults(guild), answer),
  });
}

/** `GET /api/gdkpHistory?user=` or `?guild=`: the GDKP raids of a player or a community. */
export function useGdkpHistory(subject: { user: string } | { guild: string }, enabled = true) {
  return useQuery({
    queryKey: queryKeys.gdkpHistory(subject),
    queryFn: ({ signal }) => apiGet<AnswerOf<typeof gdkpHistoryAnswer>>('/api/gdkpHistory', subject, signal),
    enabled,
  });
}

/** The address of the sales or payouts CSV file (`GET /api/gdkpSalesCsv` / `gdkpPayoutsCsv`), for a download link. */
export function gdkpCsvAddress(kind: 'sales' | 'payouts', raid: number): string {
  return address(kind === 'sales' ? '/api/gdkpSalesCsv' : '/api/gdkpPayoutsCsv', { raid });
}
