import { Alert, Modal } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { isApiError } from '../../api/apiError.js';
import { useGameData } from '../../api/gameData.js';
import { useChars } from '../../api/chars.js';
import { useRaid } from '../../api/raids.js';
import { useQuestions } from '../../api/settings.js';
import { useInit } from '../../api/session.js';
import { clearRecordProgress, useRecordProgress } from '../../app/live/hooks.js';
import { DialogLoading, DialogShell } from '../../ui/DialogShell.js';
import { LoginRequired } from '../../ui/LoginRequired.js';
import { SignUpForm } from './SignUpForm.js';
import '../../ui/raidDialog.css';
import './signUp.css';

interface SignUpDialogProps {
  raidId: number;
  onClose: () => void;
  /** Share of Warcraft Logs checks done, from the live `recordProgress` event, when known. */
  progressPercent?: number | undefined;
}

/** SPEC section 2, dialog 6: 'Raid sign-up', or 'Sign-up editing' when the user already has records. */
export default function SignUpDialog({ raidId, onClose, progressPercent }: SignUpDialogProps) {
  const t = useT();
  const init = useInit();
  const user = init.data?.user ?? null;
  const raid = useRaid(raidId);
  const gameData = useGameData();
  const characters = useChars(Boolean(user));
  const questions = useQuestions(user ? raid.data?.discordServer : undefined, raidId);
  const live = useRecordProgress();
  const editing = Boolean(user && raid.data?.records?.some((record) => record.userID === user.id));

  const failed = [raid, gameData, characters, questions].find((query) => query.isError);
  // A session the server no longer has (a restart, an expiry) is a log-in prompt, not a load failure.
  const sessionGone = isApiError(failed?.error, 401);

  let body;
  if (init.isPending || raid.isPending) body = <DialogLoading />;
  else if (!user || sessionGone) {
    body = (
      <Modal.Body>
        <LoginRequired
          text={t(sessionGone ? 'app.sessionEnded' : 'signUp.loginRequired')}
          linkText={t('signUp.logIn')}
        />
      </Modal.Body>
    );
  } else if (failed) {
    body = (
      <Modal.Body>
        <Alert variant="danger">{t('signUp.loadFailed')}</Alert>
      </Modal.Body>
    );
  } else if (!raid.data || !gameData.data || !characters.data || !questions.data) body = <DialogLoading />;
  else {
    body = (
      <SignUpForm
        raid={raid.data}
        userId={user.id}
        gameData={gameData.data}
        characters={characters.data}
        questions={questions.data}
        progressPercent={progressPercent ?? live?.percent}
        onSubmitStart={() => clearRecordProgress()}
        onClose={onClose}
      />
    );
  }
  return (
    <DialogShell
      title={editing ? t('signUp.editTitle') : t('signUp.title')}
      titleId="sign-up-title"
      className="sign-up-dialog"
      onClose={onClose}
    >
      {body}
    </DialogShell>
  );
}
