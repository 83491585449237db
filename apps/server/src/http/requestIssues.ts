/**
 * What a 400 answer says was wrong, for a client author: each field (dotted path from the payload's root,
 * `slots.0.role`) with zod's issue code (`invalid_type`, `too_big`, ...), our own `control_character`, or the
 * catalogue code of a rule the service applied. A fault of the payload as a whole names its part: `body` or
 * `querystring`.
 */
import type { RequestIssue } from '@raid/domain/schemas/primitives';

/** The part of an issue the zod validator compiler keeps: its path as `/a/0/b`, its code, and zod's details. */
interface ValidationEntry {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
}

interface ZodIssueShape {
  code: string;
  path: PropertyKey[];
  params?: unknown;
  errors?: ZodIssueShape[][];
}

function customCode(params: unknown): string | null {
  if (typeof params !== 'object' || params === null || !('code' in params)) return null;
  return typeof params.code === 'string' ? params.code : null;
}

/**
 * A union (a raid save or a cancel, a character added or edited) fails as one `invalid_union` at its root; the
 * branch with the fewest issues is the one the client meant, so its issues are the ones named.
 */
function flatten(path: PropertyKey[], issue: ZodIssueShape): Array<{ path: PropertyKey[]; code: string }> {
  const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
  const closest = branches.reduce<ZodIssueShape[] | null>(
    (best, branch) => (branch.length > 0 && (!best || branch.length < best.length) ? branch : best),
    null,
  );
  if (closest) return closest.flatMap((inner) => flatten([...path, ...inner.path], inner));
  const code = issue.code === 'custom' ? (customCode(issue.params) ?? issue.code) : issue.code;
  return [{ path, code }];
}

function dotted(path: PropertyKey[], part: string): string {
  return path.length === 0 ? part : path.map(String).join('.');
}

/** The issues of a failed schema validation of `part` (body, querystring) of the request. */
function validationIssues(entries: readonly ValidationEntry[], part: string): RequestIssue[] {
  return entries.flatMap((entry) => {
    const path = entry.instancePath.split('/').filter((segment) => segment !== '');
    const issue: ZodIssueShape = { ...entry.params, code: entry.keyword, path: [] };
    return flatten(path, issue).map((found) => ({ path: dotted(found.path, part), code: found.code }));
  });
}

interface RefusedRequest {
  validation?: readonly ValidationEntry[];
  validationContext?: string;
  code?: string;
  statusCode?: number;
}

/** A request refused before its handler ran (schema, JSON, size, type): its status and issues, else null. */
export function malformedRequest(
  error: RefusedRequest,
): { status: 400 | 413 | 415; issues: RequestIssue[] } | null {
  if (error.validation) {
    return { status: 400, issues: validationIssues(error.validation, error.validationContext ?? 'body') };
  }
  const body = (code: string) => [{ path: 'body', code }];
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, issues: body('too_big') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, issues: body('invalid_content_type') };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, issues: body('invalid_json') };
  }
  return error.statusCode === 400 ? { status: 400, issues: body('invalid_request') } : null;
}
