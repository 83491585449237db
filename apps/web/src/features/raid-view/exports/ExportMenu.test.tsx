import type { RaidRecord } from '@raid/domain/schemas/record';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDataFixture, raidFixture } from '../../../testing/fixtures.js';
import { recordFixture } from '../../../testing/recordFixture.js';
import { renderPage } from '../../../testing/renderApp.js';
import { makeCatalogue } from '../roster/catalogue.js';
import { ExportMenu } from './ExportMenu.js';

const records: RaidRecord[] = [
  recordFixture({ id: 1, slot: 1, leader: true, charName: 'Arthasdk' }),
  recordFixture({ id: 2, slot: 2, role: 2, class: 5, specID: 257, charName: 'Healbot', roleEng: 'Healer' }),
  recordFixture({ id: 3, slot: 0, role: 3, class: 8, specID: 63, charName: 'Frosty', roleEng: 'DPS' }),
  recordFixture({ id: 4, slot: 0, charName: 'Shieldy', status: 'tentative' }),
];

/** 40 roster players with Cyrillic names of 12 letters: 29-byte lines, 8 to a macro. */
const fullRoster = Array.from({ length: 40 }, (_, index) =>
  recordFixture({
    id: index + 1,
    slot: index + 1,
    charName: `Громовержец${'абвгдежзиклмнопрстуфхцчшщэюяАБВГДЕЖЗИКЛМ'[index]}`,
  }),
);

function renderMenu(list: RaidRecord[] = records, signUpList = true) {
  const user = userEvent.setup();
  const catalogue = makeCatalogue(gameDataFixture(), 'en');
  renderPage(
    <ExportMenu raid={raidFixture()} records={list} catalogue={catalogue} signUpList={signUpList} />,
  );
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, entry: string) {
  await user.click(screen.getByRole('button', { name: 'Export the roster' }));
  await user.click(screen.getByRole('button', { name: new RegExp(entry) }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Export menu', () => {
  it('copies the Gargul groups with the tanks on line 9 and says so', async () => {
    const user = renderMenu();
    await choose(user, 'Copy for Gargul');
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('1:Arthasdk,Healbot\n9:Arthasdk');
  });

  it('downloads the CSV as raid-<id>-roster.csv, UTF-8 with a byte order mark', async () => {
    const user = renderMenu();
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:roster';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await choose(user, 'Download CSV');
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('raid-32-roster.csv');
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      if (saved) reader.readAsArrayBuffer(saved);
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFlist,group,slot,name,class,spec,role,status,buyer,logs,ilvl\r\n')).toBe(
      true,
    );
    expect(text).toContain('roster,1,1,Arthasdk,Warrior,Protection,Tank,,,71.4,490\r\n');
    expect(text).toContain('signups,,,Shieldy,Warrior,Protection,Tank,tentative,,71.4,490\r\n');
  });

  it('gives who does not see the sign-up list the roster alone: no sign-up macro, no sign-ups in the texts', async () => {
    const user = renderMenu(records, false);
    await user.click(screen.getByRole('button', { name: 'Export the roster' }));
    expect(screen.queryByRole('button', { name: /Copy invite macro: sign-ups/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Copy Discord roster/ }));
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy();
    const text = await navigator.clipboard.readText();
    expect(text).toContain('Arthasdk');
    expect(text).not.toContain('Frosty');
    expect(text).not.toContain('Shieldy');
  });

  it('shows a long invite list as several macros, each with its own copy button', async () => {
    const user = renderMenu(fullRoster);
    await choose(user, 'Copy invite macro: roster');
    const dialog = await screen.findByRole('dialog', { name: 'Invite macros' });
    const boxes = within(dialog).getAllByRole('textbox') as HTMLTextAreaElement[];
    expect(boxes).toHaveLength(5);
    expect(within(dialog).getByLabelText('Macro 2 of 5')).toBe(boxes[1]);
    expect(boxes[1]?.value.split('\n')).toHaveLength(8);
    await user.click(within(dialog).getAllByRole('button', { name: 'Copy' })[1] as HTMLElement);
    expect(await navigator.clipboard.readText()).toBe(boxes[1]?.value);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('shows the text to copy by hand when the browser refuses the clipboard', async () => {
    const user = renderMenu();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    await choose(user, 'Copy Discord roster');
    const dialog = await screen.findByRole('dialog', { name: 'Copy the text' });
    expect(within(dialog).getByText(/Could not copy automatically/)).toBeTruthy();
    const text = (within(dialog).getByRole('textbox') as HTMLTextAreaElement).value;
    expect(text).toContain('**Group 1**\n- **Arthasdk** · Tank · Warrior · Protection');
    expect(text).toContain('**Sign-ups (2)**\n- **Frosty** · Damage dealer · Mage');
  });

  it('leaves the invite entries off when their list is empty, and is reachable from the keyboard', async () => {
    const user = renderMenu(records.filter((record) => record.slot === 0));
    screen.getByRole('button', { name: 'Export the roster' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Download CSV'));
    expect(screen.getByRole('button', { name: /Copy invite macro: roster/ }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: /Copy for Gargul/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Copy invite macro: sign-ups/ }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
