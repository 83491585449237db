import type { ReactNode } from 'react';
import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { useT } from '../i18n/useT.js';

/** 'Fill in all fields!', and which ones are missing when the form names them (issue 28). */
export function useFillAllText(): (missing: readonly string[]) => string {
  const t = useT();
  return (missing) =>
    missing.length === 0
      ? t('raidDialog.fillAll')
      : t('raidDialog.fillAllMissing', { fields: missing.join(', ') });
}

/**
 * A submit button that, while disabled for missing fields, explains 'Fill in all fields!' and names them on
 * hover and focus (a disabled button gets no pointer events, so the tooltip hangs on a wrapper). A click, Enter
 * or Space on the wrapper calls `onShowMissing`, which marks the fields and moves focus to the first.
 */
export function FillTooltipButton(props: {
  id: string;
  incomplete: boolean;
  /** The labels of the fields still empty, in the form's order. */
  missing?: readonly string[];
  onShowMissing?: () => void;
  busy?: boolean;
  children: ReactNode;
  onClick?: () => void;
  type?: 'submit' | 'button';
}) {
  const fillAll = useFillAllText();
  const text = fillAll(props.missing ?? []);
  const button = (
    <Button
      type={props.type ?? 'submit'}
      variant="primary"
      disabled={props.incomplete || props.busy}
      onClick={props.onClick}
      aria-describedby={props.incomplete ? `${props.id}-hint` : undefined}
    >
      {props.busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {props.children}
    </Button>
  );
  if (!props.incomplete) return button;
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id={`${props.id}-tooltip`}>{text}</Tooltip>}>
      <span
        className="d-inline-block"
        tabIndex={0}
        data-testid={`${props.id}-wrapper`}
        onClick={props.onShowMissing}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          props.onShowMissing?.();
        }}
      >
        {button}
        <span id={`${props.id}-hint`} className="visually-hidden">
          {text}
        </span>
      </span>
    </OverlayTrigger>
  );
}

/** Moves focus to the first field of `container` marked invalid, once the marks are drawn. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    container
      ?.querySelector<HTMLElement>(
        ['input', 'select', 'textarea']
          .map((tag) => `${tag}[aria-invalid="true"], ${tag}.is-invalid`)
          .join(', '),
      )
      ?.focus();
  });
}
