import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { withAllStrings } from '../../i18n/i18n.js';
import { DIALOG_RAID_PARAM, useDialogParam } from '../navigation/dialogParam.js';

// Lazy: the list page carries none of the dialogs' code until one opens.
const RaidDialog = lazy(withAllStrings(() => import('../../features/raid-dialog/RaidDialog.js')));
const SignUpDialog = lazy(withAllStrings(() => import('../../features/sign-up/SignUpDialog.js')));

/**
 * Renders the raid and sign-up dialogs named in the address (`?dialog=createRaid`, `editRaid&raid=<id>`,
 * `createAutoRaid`, `editAutoRaid&raid=<template id>`, `signUp&raid=<id>`). Mounted once in the layout.
 */
export function DialogHost() {
  const { dialog, open, close } = useDialogParam();
  const [params] = useSearchParams();
  const id = Number(params.get(DIALOG_RAID_PARAM));
  const withId = Number.isInteger(id) && id > 0;
  let content = null;
  const raidDialog = (mode: Parameters<typeof RaidDialog>[0]['mode']) => (
    <RaidDialog
      key={`${mode.kind}-${withId ? id : 0}`}
      mode={mode}
      onClose={close}
      onTemplateSaved={() => open('settings', undefined, 'autoRaids')}
    />
  );
  if (dialog === 'createRaid') content = raidDialog({ kind: 'create' });
  else if (dialog === 'createAutoRaid') content = raidDialog({ kind: 'createTemplate' });
  else if (dialog === 'editRaid' && withId) content = raidDialog({ kind: 'edit', id });
  else if (dialog === 'editAutoRaid' && withId) content = raidDialog({ kind: 'editTemplate', id });
  else if (dialog === 'signUp' && withId) content = <SignUpDialog key={id} raidId={id} onClose={close} />;
  return <Suspense fallback={null}>{content}</Suspense>;
}
