import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Chooses an option of a searchable Dropdown (ui/dropdown) by its visible name, as a mouse user would. */
export async function chooseOption(
  label: string | RegExp,
  option: string | RegExp,
  scope: HTMLElement = document.body,
) {
  const input = within(scope).getByLabelText(label);
  await userEvent.click(input);
  await userEvent.click(within(scope).getByRole('option', { name: option }));
}

/** The name a Dropdown shows as chosen, or '' when nothing is. */
export function chosenText(label: string | RegExp, scope: HTMLElement = document.body) {
  const input = within(scope).getByLabelText(label);
  return input.closest('.dd')?.querySelector('.dd__single-value')?.textContent ?? '';
}

/** The catalogue image a Dropdown shows beside its chosen name, as its address, or '' when none. */
export function chosenImage(label: string | RegExp, scope: HTMLElement = document.body) {
  const input = within(scope).getByLabelText(label);
  return input.closest('.dd')?.querySelector('.dd__single-value img')?.getAttribute('src') ?? '';
}

/** The open Dropdown menu's options (one menu is open at a time; a native select's options are not in it). */
function menuOptions() {
  const menu = document.querySelector<HTMLElement>('.dd__menu');
  if (!menu) throw new Error('no dropdown menu is open');
  return within(menu).getAllByRole('option');
}

/** The names the open menu lists, in menu order. */
export function optionNames() {
  return menuOptions().map((option) => option.textContent);
}

/** The image addresses of the open menu's options, in menu order ('' for an option without one). */
export function optionImages() {
  return menuOptions().map((option) => option.querySelector('img')?.getAttribute('src') ?? '');
}
