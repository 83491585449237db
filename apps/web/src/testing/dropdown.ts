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
