import type { Locator } from 'playwright-core';

/** The searchable dropdown (apps/web/src/ui/dropdown) whose combobox has this label. */
function dropdown(scope: Locator, label: string) {
  return scope.locator('.dd').filter({ has: scope.page().getByLabel(label, { exact: true }) });
}

/** Chooses as a keyboard user does: types to narrow the list, Enter takes the first match. */
export async function choose(scope: Locator, label: string, text: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(text);
  await input.press('Enter');
}

/** Chooses the first option after '—' (nothing) by keyboard: ArrowDown opens on '—', the next one moves. */
export async function chooseFirst(scope: Locator, label: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.press('ArrowDown');
  await input.press('ArrowDown');
  await input.press('Enter');
}

/** The name the dropdown shows as chosen. */
export async function chosen(scope: Locator, label: string) {
  return (await dropdown(scope, label).locator('.dd__single-value').textContent()) ?? '';
}

/** The options the open menu of a dropdown lists. */
export function options(scope: Locator, label: string) {
  return dropdown(scope, label).getByRole('option');
}

/** The address (path) of the catalogue image the dropdown shows beside its chosen name. */
export async function chosenImage(scope: Locator, label: string) {
  const src = await dropdown(scope, label).locator('.dd__single-value img').getAttribute('src');
  return src ?? '';
}
