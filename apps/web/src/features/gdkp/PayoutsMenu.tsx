import { gdkpPayoutsMarkdown } from '@raid/domain/rules/gdkp/gdkpFormats';
import type { Raid } from '@raid/domain/schemas/raid';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { gdkpCsvAddress, usePostPayouts, type GdkpLedger } from '../../api/gdkp.js';
import { useToast } from '../../app/toasts/toastContext.js';

import { CopyTextsDialog } from '../../ui/CopyTextsDialog.js';
import { useConfirm } from '../../ui/confirm/useConfirm.js';
import { FileIcon } from '../../ui/icons.js';
import { Menu } from '../../ui/Menu.js';
import { zoneNames } from '../../ui/raid/raidTexts.js';

/** The ledger's exports for everyone who sees it, and posting the payouts to Discord for the leader. */
export function PayoutsMenu({ raid, ledger }: { raid: Raid; ledger: GdkpLedger }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const post = usePostPayouts(raid.id);
  const { confirm, dialogs } = useConfirm();
  const [shown, setShown] = useState<string[] | null>(null);

  const copyMarkdown = async () => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(raid.date));
    const words = (
      key: 'pot' | 'receives' | 'pays' | 'share' | 'cuts' | 'spent' | 'shortfall' | 'trades' | 'organizer',
    ) => t(`gdkp.markdown.${key}`);
    const messages = gdkpPayoutsMarkdown(ledger.split, ledger.trades, {
      language,
      title: t('gdkp.markdown.title', { zones: zoneNames(raid, language), date }),
      pot: words('pot'),
      receives: words('receives'),
      pays: words('pays'),
      share: words('share'),
      cuts: words('cuts'),
      spent: words('spent'),
      shortfall: words('shortfall'),
      trades: words('trades'),
      organizer: words('organizer'),
    });
    const [only] = messages;
    try {
      if (messages.length !== 1 || only === undefined) throw new Error('several messages to send one by one');
      await navigator.clipboard.writeText(only);
      toast({ variant: 'success', text: t('exports.copied') });
    } catch {
      setShown(messages);
    }
  };
  const postPayouts = async () => {
    const yes = await confirm({
      title: t('gdkp.postTitle'),
      body: t('gdkp.postBody'),
      confirmText: t('gdkp.post'),
    });
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
        <button type="button" className="dropdown-item" onClick={() => void copyMarkdown()}>
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
        <CopyTextsDialog
          title={t('gdkp.markdownTitle')}
          hint={t('gdkp.markdownHint')}
          blocks={shown.map((text, index) => ({
            label: t('gdkp.message', { index: index + 1, count: shown.length }),
            text,
          }))}
          className="gdkp-markdown-dialog"
          onClose={() => setShown(null)}
        />
      )}
      {dialogs}
    </>
  );
}
