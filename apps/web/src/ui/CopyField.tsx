import { useRef, useState, type ReactNode } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

type CopyState = 'idle' | 'copied' | 'refused';

/** The words of a copy field, already translated by its feature (API tokens, webhooks, calendar feed). */
interface CopyFieldTexts {
  label: string;
  copy: string;
  copied: string;
  refused: string;
}

/**
 * A read-only value (a secret or a private address) with a button copying it, and a status line saying
 * whether the copy worked. Without clipboard access the value is selected for the reader to copy themselves.
 * Render it with `key={value}` where the value can change, so a new value starts without the old status.
 */
export function CopyField({
  value,
  texts,
  monospace = false,
  groupClassName = 'mb-1',
  statusClassName = 'small text-body-secondary mb-1',
  children,
}: {
  value: string;
  texts: CopyFieldTexts;
  monospace?: boolean;
  groupClassName?: string;
  statusClassName?: string;
  /** More buttons at the end of the field. */
  children?: ReactNode;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);

  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      field.current?.select();
      setCopy('refused');
    }
  };

  return (
    <>
      <InputGroup size="sm" className={groupClassName}>
        <Form.Control
          ref={field}
          readOnly
          value={value}
          aria-label={texts.label}
          className={monospace ? 'font-monospace' : undefined}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline-secondary" onClick={() => void copyValue()}>
          {texts.copy}
        </Button>
        {children}
      </InputGroup>
      <p className={statusClassName} role="status">
        {copy === 'copied' && texts.copied}
        {copy === 'refused' && texts.refused}
      </p>
    </>
  );
}
