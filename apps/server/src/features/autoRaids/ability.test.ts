import { describe, expect, it } from 'vitest';
import { mayChangeTemplate } from './ability.js';

describe('mayChangeTemplate', () => {
  const toggle = (switchesOn: boolean, moves: boolean) => ({ switchesOn, moves });
  it.each([
    ['premium: saves a template', true, 'save' as const, true],
    ['premium: switches one on and moves it', true, toggle(true, true), true],
    ['premium: switches one off', true, toggle(false, false), true],
    ['without premium: saves a template', false, 'save' as const, false],
    ['without premium: switches one on', false, toggle(true, false), false],
    ['without premium: moves one', false, toggle(false, true), false],
    ['without premium: switches one off (or deletes it)', false, toggle(false, false), true],
  ])('%s: %s', (_label, premium, change, expected) => {
    expect(mayChangeTemplate(premium, change)).toBe(expected);
  });
});
