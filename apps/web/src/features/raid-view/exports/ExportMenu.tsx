import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLanguage, useT } from '../../../i18n/useT.js';
import { useToast } from '../../../app/toasts/toastContext.js';

import { FileIcon } from '../../../ui/icons.js';
import { Menu } from '../../../ui/Menu.js';
import { copyText } from '../../../ui/clipboard.js';
import type { CopyTextsDialogProps } from '../../../ui/CopyTextsDialog.js';
import type { Catalogue } from '../roster/catalogue.js';
import { downloadText } from './downloadText.js';
import type { RosterExportInput } from './rosterExportTexts.js';
import './exports.css';

const loadTexts = () => import('./rosterExportTexts.js');
type ExportTexts = Awaited<ReturnType<typeof loadTexts>>;

// The dialog (and react-bootstrap's Modal) loads when a text first needs it.
const CopyTextsDialog = lazy(() =>
  import('../../../ui/CopyTextsDialog.js').then((module) => ({ default: module.CopyTextsDialog })),
);

type ShownText = Omit<CopyTextsDialogProps, 'className' | 'onClose'>;

interface ExportMenuProps {
  raid: Raid;
  records: readonly RaidRecord[];
  catalogue: Catalogue;
  /** The viewer manages the raid: only they see its sign-up list, so only they export it (issue 28). */
  signUpList: boolean;
}

/** Starts loading the export code as the menu opens, so that it is there by the time an entry is chosen. */
function Preload({ children }: { children: ReactNode }) {
  useEffect(() => {
    void loadTexts();
  }, []);
  return <>{children}</>;
}

function Entry({
  label,
  hint,
  disabled,
  onSelect,
}: {
  label: string;
  hint: string;
  disabled?: boolean;
  onSelect: () => void;
}) {
  return (
    <button type="button" className="dropdown-item export-item" disabled={disabled} onClick={onSelect}>
      <span>{label}</span>
      <span className="export-item-hint">{hint}</span>
    </button>
  );
}

/**
 * The raid's Export menu, for everyone who can see the raid: a CSV file, and texts for Gargul, invite macros
 * and Discord copied to the clipboard. Who does not see the sign-up list gets the roster alone. When a copy is refused, or the invite list needs several macros, the
 * text shows in a dialog to copy from.
 */
export function ExportMenu({ raid, records: all, catalogue, signUpList }: ExportMenuProps) {
  const t = useT();
  const records = signUpList ? all : all.filter((record) => record.slot > 0);
  const language = useLanguage();
  const toast = useToast();
  const [shown, setShown] = useState<ShownText | null>(null);
  const inRoster = records.some((record) => record.slot > 0);
  const inList = records.some((record) => record.slot === 0 && record.status !== 'absence');

  const prepare = async (make: (texts: ExportTexts, input: RosterExportInput) => void) => {
    try {
      make(await loadTexts(), { raid, records, catalogue, language, t });
    } catch {
      toast({ variant: 'danger', text: t('exports.failed') });
    }
  };

  const copy = (text: string) =>
    copyText(text).then(
      () => toast({ variant: 'success', text: t('exports.copied') }),
      () => {
        const title = t('exports.textTitle');
        setShown({ title, hint: t('exports.copyFailed'), blocks: [{ label: title, text }] });
      },
    );

  const copyMacros = (texts: ExportTexts, input: RosterExportInput, list: 'roster' | 'signUps') => {
    const macros = texts.inviteMacroTexts(input, list);
    if (macros.length === 1) void copy(macros[0] ?? '');
    else
      setShown({
        title: t('exports.macrosTitle'),
        hint: t('exports.macrosHint'),
        blocks: macros.map((text, index) => ({
          label: t('exports.macro', { number: index + 1, total: macros.length }),
          text,
        })),
      });
  };

  return (
    <>
      <Menu
        toggleClassName="btn btn-outline-secondary"
        toggleLabel={t('exports.menuLabel')}
        toggleContent={
          <>
            <FileIcon size={16} />
            <span>{t('exports.menu')}</span>
          </>
        }
        alignEnd
        menuClassName="export-menu"
      >
        <Preload>
          <Entry
            label={t('exports.csv')}
            hint={t(signUpList ? 'exports.csvHint' : 'exports.csvHintRoster')}
            onSelect={() =>
              void prepare((texts, input) => {
                const file = texts.csvFile(input);
                downloadText(file.name, file.text, 'text/csv;charset=utf-8');
              })
            }
          />
          <Entry
            label={t('exports.gargul')}
            hint={t('exports.gargulHint')}
            disabled={!inRoster}
            onSelect={() => void prepare((texts, input) => void copy(texts.gargulText(input)))}
          />
          <Entry
            label={t('exports.inviteRoster')}
            hint={t('exports.inviteHint')}
            disabled={!inRoster}
            onSelect={() => void prepare((texts, input) => copyMacros(texts, input, 'roster'))}
          />
          {signUpList && (
            <Entry
              label={t('exports.inviteSignUps')}
              hint={t('exports.inviteHint')}
              disabled={!inList}
              onSelect={() => void prepare((texts, input) => copyMacros(texts, input, 'signUps'))}
            />
          )}
          <Entry
            label={t('exports.discord')}
            hint={t(signUpList ? 'exports.discordHint' : 'exports.discordHintRoster')}
            onSelect={() => void prepare((texts, input) => void copy(texts.discordText(input)))}
          />
        </Preload>
      </Menu>
      {shown && (
        <Suspense fallback={null}>
          <CopyTextsDialog {...shown} className="export-dialog" onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
}
