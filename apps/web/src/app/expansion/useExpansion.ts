import { requestContext } from '../../api/requestContext.js';
import { useInit } from '../../api/session.js';

/**
 * The page's expansion by its short name, once /api/init has said which one is current (undefined before),
 * and the list of all of them for the switcher.
 */
export function useExpansion() {
  const init = useInit();
  const expansions = init.data?.expansions ?? [];
  const selected = requestContext().subdomain;
  const shown =
    expansions.find((expansion) => expansion.shortName === selected) ??
    expansions.find((expansion) => expansion.current);
  return { key: shown?.shortName, shown, expansions };
}
