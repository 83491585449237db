import { describe, expect, it } from 'vitest';
import { gdkpParticipantKey } from '../../schemas/gdkp.js';
import { outsideBuyerKey, recordKey } from './gdkpKeys.js';

describe('GDKP participant keys', () => {
  it('keys a record by its id and an outside buyer by the lower-cased name, both as the schema reads them', () => {
    expect(recordKey(12)).toBe('r:12');
    expect(outsideBuyerKey(' Gildedgoblin ')).toBe(outsideBuyerKey('gildedgoblin'));
    expect(outsideBuyerKey('Светлана')).toBe('n:светлана');
    expect(gdkpParticipantKey.safeParse(recordKey(12)).success).toBe(true);
    expect(gdkpParticipantKey.safeParse(outsideBuyerKey('Gildedgoblin')).success).toBe(true);
  });
});
