import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.js';
import { ReasonDialog } from './ReasonDialog.js';
import { useConfirm } from './useConfirm.js';

describe('ConfirmDialog', () => {
  it('shows the body with Yes and No by default', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog show body="Char delete confirm" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText('Char delete confirm')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('can hide the cancel button and name its buttons', () => {
    render(
      <ConfirmDialog
        show
        hideCancel
        body="b"
        confirmText="Delete"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
  });
});

describe('ReasonDialog', () => {
  it('keeps Send disabled until a reason is typed and counts the 300 characters down', async () => {
    const onSend = vi.fn();
    render(<ReasonDialog show onSend={onSend} onCancel={() => undefined} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText('300 characters left')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason'), '   ');
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Reason'), 'Tank is ill');
    expect(screen.getByText('286 characters left')).toBeTruthy();
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('Tank is ill');
  });

  it('refuses a reason over 300 characters', async () => {
    const onSend = vi.fn();
    render(<ReasonDialog show onSend={onSend} onCancel={() => undefined} />);
    const field = screen.getByLabelText('Reason');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(301));
    expect(screen.getByText('1 character over the limit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await userEvent.type(field, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('lets an optional reason be sent empty', async () => {
    const onSend = vi.fn();
    render(<ReasonDialog show optional onSend={onSend} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('');
  });
});

describe('useConfirm', () => {
  function Flow({ onDone }: { onDone: (result: string) => void }) {
    const { confirm, askReason, dialogs } = useConfirm();
    const [step, setStep] = useState('idle');
    const run = async () => {
      setStep('asking');
      if (!(await confirm({ body: 'Cancel the raid?' }))) return onDone('declined');
      const reason = await askReason({ sendText: 'Send' });
      onDone(reason ?? 'no reason');
    };
    return (
      <>
        <button type="button" onClick={() => void run()}>
          start {step}
        </button>
        {dialogs}
      </>
    );
  }

  it('asks for confirmation, then a reason', async () => {
    const onDone = vi.fn();
    render(<Flow onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: /start/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await userEvent.type(await screen.findByLabelText('Reason'), 'Not enough healers');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onDone).toHaveBeenCalledWith('Not enough healers');
  });

  it('resolves false when declined', async () => {
    const onDone = vi.fn();
    render(<Flow onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: /start/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(onDone).toHaveBeenCalledWith('declined');
  });
});
