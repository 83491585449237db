import { lazy, Suspense } from 'react';
import { withAllStrings } from '../../i18n/i18n.js';
import { useDialogParam } from '../navigation/dialogParam.js';

const SettingsDialog = lazy(withAllStrings(() => import('../../features/settings/SettingsDialog.js')));

/** Renders the settings dialog while the address says `?dialog=settings` (docs/decisions.md "Web"). */
export function SettingsDialogHost() {
  const { dialog, close } = useDialogParam();
  if (dialog !== 'settings') return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog onClose={close} />
    </Suspense>
  );
}
