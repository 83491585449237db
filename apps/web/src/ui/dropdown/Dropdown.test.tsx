import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setRequestSubdomain } from '../../api/requestContext.js';
import { chosenText } from '../../testing/dropdown.js';
import { Dropdown } from './Dropdown.js';
import type { DropdownOption } from './dropdownOption.js';

const servers: DropdownOption<number>[] = [
  { value: 1, label: 'Firemaw' },
  { value: 2, label: 'Gehennas' },
  { value: 3, label: 'Remulos (AU)' },
  { value: 4, label: 'Golemagg', favourite: true },
];

function Harness(props: {
  disabled?: boolean;
  invalid?: boolean;
  valid?: boolean;
  initial?: number | null;
  compact?: boolean;
  starred?: boolean;
}) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <>
      <Dropdown
        id="server"
        label="Server"
        options={servers}
        value={value}
        onChange={setValue}
        disabled={props.disabled}
        invalid={props.invalid}
        valid={props.valid}
        compact={props.compact}
        favourites={props.starred ? 'server' : undefined}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const names = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('Dropdown', () => {
  it('is a labelled combobox whose typed text narrows the options', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Server' });
    await userEvent.type(input, 'ge');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(names()).toEqual(['Gehennas']);
    await userEvent.clear(input);
    await userEvent.type(input, 'zz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Nothing found')).toBeTruthy();
    // The CSP (style-src 'self') refuses style tags: react-select must not write any.
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('chooses with the keyboard alone', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Server' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    // The favourite leads, so the third option is Gehennas.
    expect(screen.getByTestId('value').textContent).toBe('2');
    expect(chosenText('Server')).toBe('Gehennas');
    await userEvent.type(input, 'remu{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('3');
  });

  it('keeps the favourite first and marked with a star, also once chosen', async () => {
    render(<Harness initial={4} />);
    expect(chosenText('Server')).toContain('Golemagg');
    expect(chosenText('Server')).toContain('preferred');
    await userEvent.click(screen.getByRole('combobox', { name: 'Server' }));
    expect(names()[0]).toBe('Golemagg, preferred');
    expect(names().slice(1)).toEqual(['Firemaw', 'Gehennas', 'Remulos (AU)']);
  });

  it('shows a lock and takes no input when disabled', () => {
    const { container } = render(<Harness disabled initial={1} />);
    expect((screen.getByRole('combobox', { name: 'Server' }) as HTMLInputElement).disabled).toBe(true);
    expect(container.querySelector('.dd__indicator .icon')?.innerHTML).toContain('rect');
  });

  it('keeps a compact field named for screen readers without showing the label', async () => {
    const { container } = render(<Harness compact initial={2} />);
    const input = screen.getByRole('combobox', { name: 'Server' });
    expect(container.querySelector('label')?.className).toBe('visually-hidden');
    expect(chosenText('Server')).toBe('Gehennas');
    await userEvent.type(input, 'fire{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('1');
  });

  it('lets Escape close its menu without closing a popover around it that listens for the key', async () => {
    const popoverClosed = vi.fn();
    render(
      <div onKeyUp={(event) => event.key === 'Escape' && popoverClosed()}>
        <Harness />
      </div>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Server' }));
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(popoverClosed).not.toHaveBeenCalled();
    // With the menu closed, Escape is the popover's again.
    await userEvent.keyboard('{Escape}');
    expect(popoverClosed).toHaveBeenCalledOnce();
  });

  it('marks an invalid choice for the eye and for a screen reader', () => {
    const { container } = render(<Harness invalid />);
    expect(screen.getByRole('combobox', { name: 'Server' }).getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('.dd-mark-invalid')).toBeTruthy();
    expect(container.querySelector('.dd-mark-valid')).toBeNull();
  });

  it('marks a valid choice, and an invalid mark wins over it', () => {
    const { container, unmount } = render(<Harness valid initial={1} />);
    expect(container.querySelector('.dd-mark-valid')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Server' }).getAttribute('aria-invalid')).not.toBe('true');
    unmount();
    const both = render(<Harness valid invalid initial={1} />);
    expect(both.container.querySelector('.dd-mark-valid')).toBeNull();
    expect(both.container.querySelector('.dd-mark-invalid')).toBeTruthy();
  });
});

describe('Dropdown favourites and keys', () => {
  it('opens on Enter without submitting the form around it', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Harness />
      </form>,
    );
    screen.getByRole('combobox', { name: 'Server' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('1');
  });

  it('stars the chosen option, keeps it first, and remembers it per expansion', async () => {
    localStorage.clear();
    setRequestSubdomain('wotlk');
    const first = render(<Harness initial={3} starred />);
    const star = screen.getByRole('button', { name: 'Favourite: Remulos (AU)' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('combobox', { name: 'Server' }));
    expect(names().slice(0, 2)).toEqual(['Remulos (AU), preferred', 'Golemagg, preferred']);
    first.unmount();

    // Another dialog of the same expansion sees the star; another expansion keeps its own list.
    render(<Harness initial={3} starred />);
    expect(screen.getByRole('button', { name: 'Favourite: Remulos (AU)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    cleanup();
    setRequestSubdomain('classic');
    render(<Harness initial={3} starred />);
    expect(screen.getByRole('button', { name: 'Favourite: Remulos (AU)' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    setRequestSubdomain(null);
  });
});
