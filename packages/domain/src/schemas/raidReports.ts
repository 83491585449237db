import { z } from 'zod';
import { wclSites } from '../catalogue/wclRankings.js';
import { REPORT_ADDRESS_MAX, REPORT_MATCH_KINDS } from '../rules/raidReports.js';
import { freeText, isoDateTime, rowId, snowflake } from './primitives.js';

const site = z.enum(wclSites);

/** A Warcraft Logs report as the product shows it. */
export const reportSummary = z.object({
  site,
  code: z.string(),
  url: z.url(),
  title: z.string(),
  startTime: isoDateTime,
  endTime: isoDateTime,
});
export type ReportSummary = z.infer<typeof reportSummary>;

/** `GET /api/raidReport?raid=`: the report linked to a raid, for everyone who may see the raid. */
export const raidReportQuery = z.object({ raid: rowId });
export const raidReportLink = reportSummary.extend({ confirmedAt: isoDateTime });
export const raidReportAnswer = z.object({ link: raidReportLink.nullable() });
export type RaidReportAnswer = z.infer<typeof raidReportAnswer>;

/**
 * `GET /api/raidReportPreview?raid=&report=`: who of the raid the report shows (its leader only). Without
 * `report` the community's linked Warcraft Logs guild is searched for the evening's report.
 */
export const reportPreviewQuery = z.object({
  raid: rowId,
  report: freeText(REPORT_ADDRESS_MAX).optional(),
});
export const reportMatchRow = z.object({
  kind: z.enum(REPORT_MATCH_KINDS),
  name: z.string(),
  realm: z.string().nullable(),
  charId: z.number().int().nullable(),
  userId: z.string().nullable(),
});
export type ReportMatchRowAnswer = z.infer<typeof reportMatchRow>;
export const reportPreviewAnswer = z.object({ report: reportSummary, rows: z.array(reportMatchRow) });
export type ReportPreviewAnswer = z.infer<typeof reportPreviewAnswer>;

/** `POST /api/confirmRaidReport`: link the report and record attendance from it (the raid's leader only). */
export const confirmRaidReportPayload = z.object({
  raid: rowId,
  report: freeText(REPORT_ADDRESS_MAX).min(1),
});
export type ConfirmRaidReportPayload = z.infer<typeof confirmRaidReportPayload>;
export const confirmRaidReportAnswer = z.object({
  link: raidReportLink,
  /** Players whose attendance the report now gives. */
  players: z.number().int(),
});
export type ConfirmRaidReportAnswer = z.infer<typeof confirmRaidReportAnswer>;

/**
 * `GET /api/wclGuild?server=` and `POST /api/setWclGuild`: the community's guild on Warcraft Logs for the
 * expansion, by its id or by name and realm (a catalogue realm id); all null unlinks it.
 */
export const wclGuildQuery = z.object({ server: snowflake });
export const wclGuildSetting = z
  .object({
    server: snowflake,
    guildId: z.number().int().positive().max(2_147_483_647).nullable(),
    name: freeText(64).trim().min(1).nullable(),
    realm: z.number().int().positive().nullable(),
  })
  .refine((value) => (value.name === null) === (value.realm === null), {
    message: 'name and realm go together',
    path: ['realm'],
  });
export type WclGuildSetting = z.infer<typeof wclGuildSetting>;
