import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorMessage } from './catalogue.js';

/** The English texts of SPEC section 8 that the server itself answers with. */
const specMessages = [
  'Enter the correct character name.',
  'Fill in all fields!',
  'Character not found on Warcraft Logs',
  'To add a character you must log in with Discord',
  "You don't have characters on the server",
  'A raid with this date already exists',
  'Sign-up is not possible because raid has been completed/canceled',
  "You can't cancel your sign-up",
  'Unable to set status in own raid',
  'You are not included in the composition',
  'Character not found in the roster',
  'Another character is already in the raid roster',
  'The raid roster is already full',
  'Raid slot is already filled.',
  'No active character add/update request found',
  'Logs not received',
  'Failed to create an invite',
  'Raid not found',
];

describe('error catalogue (SPEC section 8)', () => {
  it.each(specMessages)('carries "%s" word for word', (message) => {
    expect(Object.values(errorCatalogue).map((entry) => entry.en)).toContain(message);
  });

  it('has a Russian text in Cyrillic for every code', () => {
    for (const entry of Object.values(errorCatalogue)) expect(entry.ru).toMatch(/\p{Script=Cyrillic}/u);
  });

  it('answers client errors with 4xx and outages with 5xx', () => {
    expect(errorCatalogue.slotFilled.status).toBe(409);
    expect(errorCatalogue.invalidCharacterName.status).toBe(400);
    expect(errorCatalogue.logsNotReceived.status).toBe(503);
    expect(errorMessage('slotFilled', 'ru')).toBe('Место в рейде уже занято.');
  });

  it('refuses GDKP ledger changes with their own codes (issue 29)', () => {
    expect(errorCatalogue.gdkpNotAllowed.status).toBe(403);
    expect(errorCatalogue.gdkpSaleNotFound.status).toBe(404);
    expect(errorCatalogue.gdkpClosed.status).toBe(409);
    expect(errorMessage('gdkpTooManySales', 'ru')).toBe('В рейде может быть не больше 500 продаж');
  });
});
