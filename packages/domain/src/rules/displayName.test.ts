import { describe, it, expect } from 'vitest';
import { displayName } from './displayName.js';

describe('displayName (SPEC section 3 "User")', () => {
  it('uses global_name when present, whatever the discriminator', () => {
    expect(displayName({ username: 'thrall', global_name: 'Warchief', discriminator: '1234' })).toBe(
      'Warchief',
    );
    expect(displayName({ username: 'thrall', global_name: 'Warchief', discriminator: '0' })).toBe('Warchief');
    expect(displayName({ username: 'thrall', global_name: 'Вождь' })).toBe('Вождь');
  });

  it('falls back to username#discriminator when global_name is missing, null or empty', () => {
    expect(displayName({ username: 'thrall', discriminator: '1234' })).toBe('thrall#1234');
    expect(displayName({ username: 'thrall', global_name: null, discriminator: '1234' })).toBe('thrall#1234');
    expect(displayName({ username: 'thrall', global_name: '', discriminator: '1234' })).toBe('thrall#1234');
  });

  it('keeps leading zeros of a non-zero discriminator', () => {
    expect(displayName({ username: 'thrall', discriminator: '0042' })).toBe('thrall#0042');
  });

  it.each([
    ['0', '0'],
    ['0000', '0000'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('gives the bare username for discriminator %s', (_label, discriminator) => {
    expect(displayName({ username: 'thrall', global_name: null, discriminator })).toBe('thrall');
  });
});
