import type {
  ConfirmRaidReportAnswer,
  RaidReportAnswer,
  ReportPreviewAnswer,
  WclGuildSetting,
} from '@raid/domain/schemas/raidReports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './http.js';
import { expansionScope } from './queryScope.js';

/** The linked report's query key; the socket event `raidReportUpdated` invalidates it (app/live/liveEffects.ts). */
export const reportKey = (raidId: number) => ['raidReport', expansionScope(), raidId] as const;

/** `GET /api/raidReport?raid=`: the Warcraft Logs report linked to a completed raid, for everyone. */
export function useRaidReport(raidId: number, enabled: boolean) {
  return useQuery({
    queryKey: reportKey(raidId),
    queryFn: ({ signal }) => apiGet<RaidReportAnswer>('/api/raidReport', { raid: raidId }, signal),
    enabled,
  });
}

/**
 * `GET /api/raidReportPreview`: who of the raid the report shows (its leader). `report` is the pasted address or
 * code; null asks the server to find the evening's report of the community's Warcraft Logs guild.
 */
export function useReportPreview(raidId: number) {
  return useMutation({
    mutationFn: (report: string | null) =>
      apiGet<ReportPreviewAnswer>('/api/raidReportPreview', {
        raid: raidId,
        ...(report === null ? {} : { report }),
      }),
  });
}

/** `POST /api/confirmRaidReport`: the report is linked and attendance recorded from it. */
export function useConfirmReport(raidId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: string) =>
      apiPost<ConfirmRaidReportAnswer>('/api/confirmRaidReport', { raid: raidId, report }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportKey(raidId) });
      await queryClient.invalidateQueries({ queryKey: ['attendance'] });
    },
  });
}

const wclGuildKey = (server: string) => ['wclGuild', expansionScope(), server] as const;

/** `GET /api/wclGuild?server=`: the community's Warcraft Logs guild for the expansion (its managers). */
export function useWclGuild(server: string) {
  return useQuery({
    queryKey: wclGuildKey(server),
    queryFn: ({ signal }) => apiGet<WclGuildSetting>('/api/wclGuild', { server }, signal),
  });
}

/** `POST /api/setWclGuild`: links (or, all null, unlinks) the community's Warcraft Logs guild. */
export function useSetWclGuild(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: WclGuildSetting) => apiPost<WclGuildSetting>('/api/setWclGuild', setting),
    onSuccess: (answer) => queryClient.setQueryData(wclGuildKey(server), answer),
  });
}
