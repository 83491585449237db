import { useRef, type KeyboardEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { ChevronDownIcon, ChevronUpIcon } from '../../ui/icons.js';

interface ChoiceOrderProps {
  /** The chosen characters, first choice first. */
  choices: ReadonlyArray<{ id: number; name: string; color: string | undefined }>;
  disabled: boolean;
  onMove: (id: number, by: -1 | 1) => void;
}

/**
 * The player's order of preference (issue 30): each chosen character numbered, moved with its buttons or with
 * Alt+↑ / Alt+↓ while it has focus. Focus stays on the moved character, so a run of key presses keeps working.
 */
export function ChoiceOrder({ choices, disabled, onMove }: ChoiceOrderProps) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const move = (id: number, by: -1 | 1) => {
    onMove(id, by);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-choice="${id}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent, id: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(id, event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <fieldset className="raid-dialog-section choice-order">
      <legend>{t('priority.orderTitle')}</legend>
      <p className="small text-body-secondary mb-2">
        {t('priority.orderHint')} {t('priority.keyboardHint')}
      </p>
      <ol ref={list} className="choice-order-list list-unstyled mb-0">
        {choices.map((choice, index) => (
          <li
            key={choice.id}
            className="choice-order-item"
            data-choice={choice.id}
            tabIndex={0}
            aria-label={`${t('priority.choice', { number: index + 1 })}: ${choice.name}`}
            onKeyDown={(event) => onKeyDown(event, choice.id)}
          >
            <span className="choice-order-number" aria-hidden>
              {index + 1}
            </span>
            <span className="choice-order-name" style={{ color: choice.color }}>
              {choice.name}
            </span>
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={t('priority.moveUp', { name: choice.name })}
              disabled={disabled || index === 0}
              onClick={() => move(choice.id, -1)}
            >
              <ChevronUpIcon size={14} />
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              aria-label={t('priority.moveDown', { name: choice.name })}
              disabled={disabled || index === choices.length - 1}
              onClick={() => move(choice.id, 1)}
            >
              <ChevronDownIcon size={14} />
            </Button>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
