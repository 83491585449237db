import { describe, expect, it } from 'vitest';
import { classesByExpansion } from '../catalogue/classes.js';
import { contrastRatio, LIGHTEST_DARK_SURFACE, readableOn, TEXT_CONTRAST } from './contrast.js';

describe('contrastRatio (WCAG 2.2)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c41e3a', '#c41e3a')).toBe(1);
  });

  it('gives the figures the audit measured (Death Knight 2.72:1, Shaman 3.3:1 on a roster chip)', () => {
    expect(contrastRatio('#c41e3a', '#1e222b')).toBeCloseTo(2.72, 2);
    expect(contrastRatio('#0070dd', '#1e222b')).toBeCloseTo(3.3, 1);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads (Druid orange, Priest white)', () => {
    expect(readableOn('#FF7C0A')).toBe('#FF7C0A');
    expect(readableOn('#FFFFFF')).toBe('#FFFFFF');
  });

  it('makes Death Knight red a lighter red, not the Paladin pink', () => {
    const tint = readableOn('#C41E3A');
    expect(tint).toBe('#e97186');
    expect(contrastRatio(tint, LIGHTEST_DARK_SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(tint).not.toBe(readableOn('#F48CBA'));
  });

  it.each(classesByExpansion.mop.map((gameClass) => [gameClass.nameEng, gameClass.color] as const))(
    '%s reads at 4.5:1 on the lightest dark surface',
    (_name, color) => {
      expect(contrastRatio(readableOn(color), LIGHTEST_DARK_SURFACE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );
});
