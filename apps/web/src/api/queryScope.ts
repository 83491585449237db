import { requestContext } from './requestContext.js';

/**
 * The first part of every query key: answers of one expansion never serve another. The page's expansion is
 * fixed for its lifetime, so reading it when a hook runs is enough.
 */
export function expansionScope(): string {
  return requestContext().subdomain ?? 'current';
}
