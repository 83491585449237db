import { setRequestSubdomain } from '../../api/requestContext.js';
import { chooseExpansion, EXPANSION_STORAGE_KEY, isLocalHost } from './pageExpansion.js';

function remembered(): string | null {
  try {
    return sessionStorage.getItem(EXPANSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Decides once, before the first call, which expansion this page is for. On localhost the choice is kept per
 * tab (sessionStorage), because in-app links drop the query parameter while a fresh tab opened from a
 * parameterless link (the bot's links for the current expansion) must show the current one.
 */
export function startPageExpansion(): string | null {
  const expansion = chooseExpansion(window.location, remembered());
  if (expansion && isLocalHost(window.location.hostname)) {
    try {
      sessionStorage.setItem(EXPANSION_STORAGE_KEY, expansion);
    } catch {
      // Without storage the choice lasts until the next full page load.
    }
  }
  setRequestSubdomain(expansion);
  return expansion;
}
