import { Alert, Modal } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { isApiError } from '../../api/apiError.js';
import { useGameData } from '../../api/gameData.js';
import { useChars } from '../../api/chars.js';
import { useAutoRaids } from '../../api/autoRaids.js';
import { useRaid } from '../../api/raids.js';
import { useDiscordServers } from '../../api/settings.js';
import { useInit } from '../../api/session.js';
import { DialogLoading, DialogShell } from '../../ui/DialogShell.js';
import { LoginRequired } from '../../ui/LoginRequired.js';
import { RaidForm, type RaidDialogMode } from './RaidForm.js';
import { formFromAutoRaid, formFromRaid } from './raidFormState.js';
import '../../ui/raidDialog.css';

export type { RaidDialogMode } from './RaidForm.js';

interface RaidDialogProps {
  mode: RaidDialogMode;
  onClose: () => void;
  /** After a template is saved the settings dialog (where templates are listed) opens. */
  onTemplateSaved: () => void;
}

function titleKey(mode: RaidDialogMode) {
  if (mode.kind === 'create') return 'raidDialog.createTitle' as const;
  if (mode.kind === 'edit') return 'raidDialog.editTitle' as const;
  if (mode.kind === 'createTemplate') return 'raidDialog.createTemplateTitle' as const;
  return 'raidDialog.editTemplateTitle' as const;
}

/** SPEC section 2, dialog 4: create or edit a one-off raid or a weekly template. Loaded lazily. */
export default function RaidDialog({ mode, onClose, onTemplateSaved }: RaidDialogProps) {
  const t = useT();
  return (
    <DialogShell
      title={t(titleKey(mode))}
      titleId="raid-dialog-title"
      className="raid-dialog"
      size="lg"
      onClose={onClose}
    >
      <RaidDialogContent mode={mode} onClose={onClose} onTemplateSaved={onTemplateSaved} />
    </DialogShell>
  );
}

function RaidDialogContent({ mode, onClose, onTemplateSaved }: RaidDialogProps) {
  const t = useT();
  const init = useInit();
  const user = init.data?.user ?? null;
  const loggedIn = Boolean(user);
  const gameData = useGameData();
  const discordServers = useDiscordServers(loggedIn);
  const characters = useChars(loggedIn);
  const raid = useRaid(mode.kind === 'edit' ? mode.id : 0, mode.kind === 'edit' && loggedIn);
  const autoRaids = useAutoRaids(mode.kind === 'editTemplate' && loggedIn);

  if (init.isPending) return <DialogLoading />;
  if (!user) {
    return (
      <Modal.Body>
        <LoginRequired text={t('raidDialog.loginRequired')} linkText={t('raidDialog.logIn')} />
      </Modal.Body>
    );
  }
  const failed = [gameData, discordServers, characters, raid, autoRaids].find((query) => query.isError);
  // The page still believes in a session the server no longer has (a restart, an expiry): log in again.
  if (failed && isApiError(failed.error, 401)) {
    return (
      <Modal.Body>
        <LoginRequired text={t('app.sessionEnded')} linkText={t('raidDialog.logIn')} />
      </Modal.Body>
    );
  }
  if (failed) {
    return (
      <Modal.Body>
        <Alert variant="danger">{t('raidDialog.loadFailed')}</Alert>
      </Modal.Body>
    );
  }
  if (
    !gameData.data ||
    !discordServers.data ||
    !characters.data ||
    (mode.kind === 'edit' && !raid.data) ||
    (mode.kind === 'editTemplate' && !autoRaids.data)
  ) {
    return <DialogLoading />;
  }
  let initial = undefined;
  if (mode.kind === 'edit' && raid.data) initial = formFromRaid(raid.data);
  if (mode.kind === 'editTemplate') {
    const template = autoRaids.data?.find((entry) => entry.id === mode.id);
    if (!template) {
      return (
        <Modal.Body>
          <Alert variant="danger">{t('raidDialog.templateNotFound')}</Alert>
        </Modal.Body>
      );
    }
    initial = formFromAutoRaid(template);
  }
  return (
    <RaidForm
      mode={mode}
      user={user}
      gameData={gameData.data}
      discordServers={discordServers.data}
      characters={characters.data}
      initial={initial}
      raidCanceled={raid.data?.canceled ?? false}
      onClose={onClose}
      onTemplateSaved={onTemplateSaved}
    />
  );
}
