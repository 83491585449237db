import {
  gdkpBankersPayload,
  gdkpDefaultsAnswer,
  gdkpDefaultsPayload,
  gdkpDefaultsQuery,
  gdkpHistoryAnswer,
  gdkpHistoryQuery,
  gdkpImportAnswer,
  gdkpImportPayload,
  gdkpLedgerAnswer,
  type GdkpLedgerAnswer,
  gdkpPaidPayload,
  gdkpParticipantPayload,
  gdkpQuery,
  gdkpRaidPayload,
  gdkpReopenPayload,
  gdkpRulesPayload,
  gdkpSaleDeletePayload,
  gdkpSaleEditPayload,
  gdkpSalePayload,
} from '@raid/domain/schemas/gdkp';
import { successAnswer } from '@raid/domain/schemas/primitives';
import type { z } from 'zod';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { closeLedger, reopenLedger } from './closing.js';
import { getDefaults, setDefaults } from './defaults.js';
import { payoutsCsv, salesCsv } from './exports.js';
import { gdkpHistory } from './history.js';
import { importSales } from './importSales.js';
import { setBankers, setPaidMark, setParticipant, setRules } from './ledgerSettings.js';
import { postPayouts } from './postPayouts.js';
import { getLedger } from './reading.js';
import { addSale, editSale, removeSale } from './sales.js';

const ledgerAnswer = { 200: gdkpLedgerAnswer };

/** The GDKP ledger of a loot-bidding raid (issue 29): reading, recording, rules, closing, exports, history. */
export function gdkpRoutes(app: AppInstance, deps: AppDeps): void {
  app.get('/api/gdkp', { schema: { querystring: gdkpQuery, response: ledgerAnswer } }, async (request) =>
    getLedger(deps, request.user, request.expansion, request.query.raid),
  );

  /** A POST of a logged-in caller that answers the ledger. */
  const ledgerCall = <S extends z.ZodType>(
    url: string,
    body: S,
    handle: (call: {
      user: ReturnType<typeof requireUser>;
      body: z.infer<S>;
      expansion: ExpansionKey;
    }) => Promise<GdkpLedgerAnswer>,
  ) =>
    app.post(url, { onRequest: loginRequired, schema: { body, response: ledgerAnswer } }, async (request) =>
      handle({ user: requireUser(request), body: request.body as z.infer<S>, expansion: request.expansion }),
    );

  ledgerCall('/api/gdkpSale', gdkpSalePayload, ({ user, body, expansion }) =>
    addSale(deps, user, expansion, body),
  );
  ledgerCall('/api/gdkpSaleEdit', gdkpSaleEditPayload, ({ user, body, expansion }) =>
    editSale(deps, user, expansion, body),
  );
  ledgerCall('/api/gdkpSaleDelete', gdkpSaleDeletePayload, ({ user, body, expansion }) =>
    removeSale(deps, user, expansion, body),
  );
  ledgerCall('/api/gdkpRules', gdkpRulesPayload, ({ user, body, expansion }) =>
    setRules(deps, user, expansion, body),
  );
  ledgerCall('/api/gdkpBankers', gdkpBankersPayload, ({ user, body, expansion }) =>
    setBankers(deps, user, expansion, body),
  );
  ledgerCall('/api/gdkpParticipant', gdkpParticipantPayload, ({ user, body, expansion }) =>
    setParticipant(deps, user, expansion, body),
  );
  ledgerCall('/api/gdkpPaid', gdkpPaidPayload, ({ user, body, expansion }) =>
    setPaidMark(deps, user, expansion, body),
  );
  ledgerCall('/api/gdkpClose', gdkpRaidPayload, ({ user, body, expansion }) =>
    closeLedger(deps, user, expansion, body),
  );
  ledgerCall('/api/gdkpReopen', gdkpReopenPayload, ({ user, body, expansion }) =>
    reopenLedger(deps, user, expansion, body),
  );

  app.post(
    '/api/gdkpImport',
    { onRequest: loginRequired, schema: { body: gdkpImportPayload, response: { 200: gdkpImportAnswer } } },
    async (request) => importSales(deps, requireUser(request), request.expansion, request.body),
  );

  app.post(
    '/api/gdkpPostPayouts',
    { onRequest: loginRequired, schema: { body: gdkpRaidPayload, response: { 200: successAnswer } } },
    async (request) => {
      await postPayouts(deps, requireUser(request), request.expansion, request.body);
      return { success: true as const };
    },
  );

  for (const [url, file] of [
    ['/api/gdkpSalesCsv', salesCsv],
    ['/api/gdkpPayoutsCsv', payoutsCsv],
  ] as const) {
    app.get(url, { schema: { querystring: gdkpQuery } }, async (request, reply) => {
      const { filename, csv } = await file(deps, request.user, request.expansion, request.query.raid);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    });
  }

  app.get(
    '/api/gdkpHistory',
    {
      onRequest: loginRequired,
      schema: { querystring: gdkpHistoryQuery, response: { 200: gdkpHistoryAnswer } },
    },
    async (request) => gdkpHistory(deps, requireUser(request), request.expansion, request.query),
  );

  app.get(
    '/api/gdkpDefaults',
    {
      onRequest: loginRequired,
      schema: { querystring: gdkpDefaultsQuery, response: { 200: gdkpDefaultsAnswer } },
    },
    async (request) => getDefaults(deps, requireUser(request), request.query.guild),
  );
  app.post(
    '/api/gdkpDefaults',
    {
      onRequest: loginRequired,
      schema: { body: gdkpDefaultsPayload, response: { 200: gdkpDefaultsAnswer } },
    },
    async (request) => setDefaults(deps, requireUser(request), request.body.guild, request.body.rules),
  );
}
