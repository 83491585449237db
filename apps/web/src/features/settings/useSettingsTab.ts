import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SETTINGS_TAB_PARAM, settingsTabs, type SettingsTab } from '../../app/navigation/dialogParam.js';

const isSettingsTab = (value: string | null): value is SettingsTab =>
  settingsTabs.some((tab) => tab === value);

/**
 * The settings dialog's tab, kept in the address (`?tab=`). When the address names none: the user's own
 * settings, which everyone may change; a Discord server's settings are for its managers only (issue 28: a
 * player's Settings opened on 'You do not have permission to do this').
 */
export function useSettingsTab(): [SettingsTab, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get(SETTINGS_TAB_PARAM);
  const select = useCallback(
    (tab: string | null) => {
      if (!isSettingsTab(tab)) return;
      // Replace: switching tabs is not a step Back should undo.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(SETTINGS_TAB_PARAM, tab);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [isSettingsTab(named) ? named : 'user', select];
}
