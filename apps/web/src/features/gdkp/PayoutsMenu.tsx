import type { Raid } from '@raid/domain/schemas/raid';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errorText.js';
import { gdkpCsvAddress, usePostPayouts, type GdkpLedger } from '../../api/gdkp.js';
import { useToast } from '../../app/toasts/toastContext.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useConfirm } from '../../ui/confirm/useConfirm.js';
import { FileIcon } from '../../ui/icons.js';
import { Menu } from '../../ui/Menu.js';
import { copyText } from '../raid-view/exports/clipboard.js';
import { payoutsMarkdown } from './payoutsMarkdown.js';

const ExportTextDialog = lazy(() =>
  import('../raid-view/exports/ExportTextDialog.js').then((module) => ({ default: module.ExportTextDialog })),
);

/** The ledger's exports for everyone who sees it, and posting the payouts to Discord for the leader. */
export function PayoutsMenu({ raid, ledger }: { raid: Raid; ledger: GdkpLedger }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const post = usePostPayouts(raid.id);
  const { confirm, dialogs } = useConfirm();
  const [shown, setShown] = useState<string[] | null>(null);

  const copyMarkdown = () => {
    const messages = payoutsMarkdown(raid, ledger, language);
    const [only] = messages;
    if (messages.length === 1 && only !== undefined)
      void copyText(only).then(
        () => toast({ variant: 'success', text: t('exports.copied') }),
        () => setShown(messages),
      );
    else setShown(messages);
  };
  const postPayouts = async () => {
    const yes = await confirm({ title: t('gdkp.postTitle'), body: t('gdkp.postBody'), confirmText: t('gdkp.post') });
    if (!yes) return;
    post.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', text: t('gdkp.posted') }),
      onError: (error) => toast({ variant: 'danger', text: errorText(error, language, t) }),
    });
  };

  return (
    <>
      <Menu
        toggleClassName="btn btn-outline-secondary btn-sm"
        toggleContent={
          <>
            <FileIcon size={14} />
            <span>{t('gdkp.exports')}</span>
          </>
        }
        alignEnd
      >
        <a className="dropdown-item" href={gdkpCsvAddress('sales', raid.id)} download>
          {t('gdkp.salesCsv')}
        </a>
        <a className="dropdown-item" href={gdkpCsvAddress('payouts', raid.id)} download>
          {t('gdkp.payoutsCsv')}
        </a>
        <button type="button" className="dropdown-item" onClick={copyMarkdown}>
          {t('gdkp.copyMarkdown')}
        </button>
        {ledger.can.manage && (
          <button
            type="button"
            className="dropdown-item"
            disabled={post.isPending || ledger.sales.length === 0}
            onClick={() => void postPayouts()}
          >
            {t('gdkp.post')}
          </button>
        )}
      </Menu>
      {shown && (
        <Suspense fallback={null}>
          <ExportTextDialog
            title={t('gdkp.markdownTitle')}
            hint={t('gdkp.markdownHint')}
            blocks={shown}
            numbered={shown.length > 1}
            onHide={() => setShown(null)}
          />
        </Suspense>
      )}
      {dialogs}
    </>
  );
}
