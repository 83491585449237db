import { logsFigure } from '@raid/domain/rules/requirements';
import type { SignUpResult } from '@raid/domain/schemas/record';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const GOOD = new Set(['success', 'buyer']);

/** The answer of a sign-up: success, a private raid, or 'Problems...' with each character's result. */
export function SignUpResults({ results, onNavigate }: { results: SignUpResult[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const allGood = results.every((result) => GOOD.has(result.result));
  return (
    <Alert variant={allGood ? 'success' : 'warning'} className="sign-up-results" aria-live="polite">
      <Alert.Heading as="h3" className="h6">
        {allGood ? t('signUp.resultSuccess') : t('signUp.resultProblems')}
      </Alert.Heading>
      <ul className="list-unstyled mb-0">
        {results.map((result) => (
          <li key={result.char} data-result={result.result}>
            <strong>{result.charName}</strong>: <ResultText result={result} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function ResultText({ result, onNavigate }: { result: SignUpResult; onNavigate: () => void }) {
  const { t } = useTranslation();
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
