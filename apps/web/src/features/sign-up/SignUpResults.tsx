import { logsFigure } from '@raid/domain/rules/requirements';
import type { SignUpResult } from '@raid/domain/schemas/record';
import { Alert } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { Link } from 'react-router';
import { AlertIcon, CheckIcon } from '../../ui/icons.js';

const GOOD = new Set(['success', 'buyer']);

/** The character was signed up (as a player or a buyer). */
export const signedUp = (result: SignUpResult): boolean => GOOD.has(result.result);

/**
 * The answer of a sign-up: 'Success!' or 'Problems...', and how many characters it took. Each character's own
 * result shows on its row of the form (issue 28); `results` here are only those with no row to show on.
 */
export function SignUpResults({
  all,
  results,
  onNavigate,
}: {
  all: SignUpResult[];
  results: SignUpResult[];
  onNavigate: () => void;
}) {
  const t = useT();
  const good = all.filter(signedUp).length;
  const allGood = good === all.length;
  return (
    <Alert variant={allGood ? 'success' : 'warning'} className="sign-up-results" aria-live="polite">
      <Alert.Heading as="h3" className="h6 mb-1">
        {allGood ? t('signUp.resultSuccess') : t('signUp.resultProblems')}
      </Alert.Heading>
      <p className="mb-0 small">{t('signUp.resultCount', { count: all.length, good })}</p>
      {results.length > 0 && (
        <ul className="list-unstyled mb-0 mt-1">
          {results.map((result) => (
            <li key={result.char} data-result={result.result}>
              <strong>{result.charName}</strong>: <ResultText result={result} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** One character's result on its row, next to its name. */
export function RowResult({
  id,
  result,
  onNavigate,
}: {
  id: string;
  result: SignUpResult;
  onNavigate: () => void;
}) {
  const good = signedUp(result);
  return (
    <div
      id={id}
      className={`sign-up-char-result small ${good ? 'text-success' : 'text-warning'}`}
      data-result={result.result}
    >
      {good ? <CheckIcon size={14} /> : <AlertIcon size={14} />}{' '}
      <ResultText result={result} onNavigate={onNavigate} />
    </div>
  );
}

function ResultText({ result, onNavigate }: { result: SignUpResult; onNavigate: () => void }) {
  const t = useT();
  switch (result.result) {
    case 'success':
      return <>{t('signUp.result.success')}</>;
    case 'buyer':
      return <>{t('signUp.result.buyer')}</>;
    case 'logsBelow':
      return (
        <>
          {t('signUp.result.logsBelow', {
            logs: logsFigure(result.logs) ?? 0,
            required: result.requiredLogs,
          })}
        </>
      );
    case 'ilvlLower':
      return <>{t('signUp.result.ilvlLower', { ilvl: result.ilvl ?? 0, required: result.requiredIlvl })}</>;
    case 'ilvlUnknown':
      return <>{t('signUp.result.ilvlUnknown', { required: result.requiredIlvl })}</>;
    case 'notFound':
      return <>{t('signUp.result.notFound')}</>;
    case 'logsNotReceived':
      return <>{t('signUp.result.logsNotReceived')}</>;
    case 'similarRaid':
      return (
        <>
          {t('signUp.result.similarRaid')}
          {result.otherRaid && (
            <>
              {' '}
              <Link to={`/raids/${result.otherRaid}`} onClick={onNavigate}>
                {t('signUp.openRaid')}
              </Link>
            </>
          )}
        </>
      );
  }
}
