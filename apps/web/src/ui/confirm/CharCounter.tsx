import { remainingCharacters } from '@raid/domain/rules/textLimits';
import { useT } from '../../i18n/useT.js';

/** The 'characters left' line under a limited text field; red once over the limit. */
export function CharCounter({ id, text, max }: { id?: string; text: string; max: number }) {
  const t = useT();
  const left = remainingCharacters(text, max);
  return (
    <div
      id={id}
      className={`char-counter small text-end ${left < 0 ? 'text-danger' : 'text-body-secondary'}`}
      aria-live="polite"
    >
      {left < 0
        ? t('confirm.charactersOver', { count: -left })
        : t('confirm.charactersLeft', { count: left })}
    </div>
  );
}
