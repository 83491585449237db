import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Dialogs that any page can open are named in the `dialog` query parameter, so opening one is a history
 * entry (Back closes it) and the dialog's owner renders it wherever it reads the parameter.
 */
export const DIALOG_PARAM = 'dialog';

type DialogName =
  | 'createRaid'
  | 'settings'
  | 'signUp'
  | 'editRaid'
  // Weekly raid templates (settings lists them); 'editAutoRaid' carries the template's id in `raid`.
  | 'createAutoRaid'
  | 'editAutoRaid';

/** The raid a raid's dialog is about ('signUp', 'editRaid'): `?dialog=signUp&raid=32`. */
export const DIALOG_RAID_PARAM = 'raid';

/**
 * The settings dialog's tab: `?dialog=settings&tab=autoRaids`. In the address, so that coming back to the
 * settings from a template (saved, or Back) shows the tab the template was opened from.
 */
export const SETTINGS_TAB_PARAM = 'tab';

export const settingsTabs = ['servers', 'user', 'autoRaids', 'calendar', 'sessions'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export function useDialogParam() {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (name: DialogName, raid?: number, tab?: SettingsTab) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(DIALOG_PARAM, name);
        if (raid !== undefined) next.set(DIALOG_RAID_PARAM, String(raid));
        if (tab !== undefined) next.set(SETTINGS_TAB_PARAM, tab);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(DIALOG_PARAM);
          next.delete(DIALOG_RAID_PARAM);
          next.delete(SETTINGS_TAB_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { dialog: params.get(DIALOG_PARAM) as DialogName | null, open, close };
}
