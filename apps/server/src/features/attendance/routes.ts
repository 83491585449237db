import { attendanceAnswer, attendanceQuery } from '@raid/domain/schemas/attendance';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { attendanceExport, attendancePage } from './service.js';

/**
 * Attendance of completed raids, public as the community and user pages that show it are (docs/decisions.md
 * "Attendance (issue 16)").
 */
export function attendanceRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/attendance',
    { schema: { querystring: attendanceQuery, response: { 200: attendanceAnswer } } },
    async (request) => attendancePage(deps, request.expansion, request.query),
  );

  app.get('/api/attendanceCsv', { schema: { querystring: attendanceQuery } }, async (request, reply) => {
    const { filename, csv } = await attendanceExport(deps, request.expansion, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });
}
