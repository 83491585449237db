import { errorMessage } from '@raid/domain/errors/catalogue';
import { useLanguage } from '../../i18n/useT.js';
import { CrownIcon } from '../../ui/icons.js';

/** The spec's text for a Premium feature a user without Premium cannot switch on (SPEC section 6). */
export function PremiumNote({ id }: { id: string }) {
  const language = useLanguage();
  return (
    <div id={id} className="premium-note">
      <CrownIcon size={14} />
      {errorMessage('premiumRequired', language)}
    </div>
  );
}

/**
 * A Premium feature may be switched on or changed only with Premium; without it, what is on may still be
 * switched off (the server's rule, apps/server settings ability).
 */
export function premiumBlocked(premium: boolean, isOn: boolean): boolean {
  return !premium && !isOn;
}
