import type { AttendanceAnswer } from '@raid/domain/schemas/attendance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from './http.js';
import { requestContext } from './requestContext.js';
import { queryKeys } from './queryKeys.js';

/**
 * Whose attendance, and the tab's filters; `from` and `to` are instants (the start of local days, `to`
 * exclusive). The bench is credited by each community's own bench credit (its settings), so the web never sends
 * the `benchCounts` of older links.
 */
export interface AttendanceParams {
  subject: { guild: string } | { user: string };
  zone: number | null;
  /** A team of the community (issue 30): only its raids. */
  team: number | null;
  from: string | null;
  to: string | null;
}

function queryOf(params: AttendanceParams): Record<string, string> {
  const query: Record<string, string> = { ...params.subject };
  if (params.zone !== null) query.zone = String(params.zone);
  if (params.team !== null) query.team = String(params.team);
  if (params.from !== null) query.from = params.from;
  if (params.to !== null) query.to = params.to;
  return query;
}

/** `GET /api/attendance`: one page of the table; the last page stays shown while the next loads. */
export function useAttendance(params: AttendanceParams, page: number) {
  return useQuery({
    queryKey: queryKeys.attendance(params, page),
    queryFn: ({ signal }) =>
      apiGet<AttendanceAnswer>('/api/attendance', { ...queryOf(params), page }, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/attendanceCsv` with the same filters: a link the browser downloads. */
export function attendanceCsvUrl(params: AttendanceParams): string {
  const search = new URLSearchParams(queryOf(params));
  const { subdomain } = requestContext();
  if (subdomain) search.set('subdomain', subdomain);
  return `/api/attendanceCsv?${search.toString()}`;
}
