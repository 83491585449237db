import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordFixture } from '../../../testing/recordFixture.js';
import { CoveragePanel } from './CoveragePanel.js';
import { previewRoster } from './dragPreview.js';

const HORDE = 2;
// Wrath: a Marksmanship hunter in group 1, an Enhancement shaman in group 2, a Balance druid waiting.
const hunter = recordFixture({ id: 1, slot: 1, class: 3, specID: 254, role: 3, charName: 'Legolas' });
const shaman = recordFixture({ id: 2, slot: 6, class: 7, specID: 263, role: 3, charName: 'Thrall' });
const druid = recordFixture({ id: 3, slot: 0, class: 11, specID: 102, role: 3, charName: 'Malfurion' });
const records = [hunter, shaman, druid];

const item = (key: string) => document.querySelector(`[data-buff="${key}"]`) as HTMLElement;

describe('CoveragePanel', () => {
  it('shows who covers a buff, what is missing and from whom it could come, and party-only buffs per group', () => {
    render(
      <CoveragePanel expansion="wotlk" factionId={HORDE} records={records} preview={null} language="en" />,
    );
    expect(item('attackPowerPercent').dataset.status).toBe('covered');
    expect(within(item('attackPowerPercent')).getByTitle('Trueshot Aura')?.textContent).toContain('Legolas');
    expect(item('spellHit').dataset.status).toBe('missing');
    expect(item('spellHit')?.textContent).toContain('From: Misery, Improved Faerie Fire');
    // Windfury reaches only Thrall's group.
    expect(item('meleeHaste').dataset.status).toBe('partial');
    expect(item('meleeHaste')?.textContent).toContain('G1missingG2Thrall');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('counts roles in the roster and shows the change a drop would make before it lands', () => {
    const preview = previewRoster(records, druid.id, 2, 10);
    render(
      <CoveragePanel expansion="wotlk" factionId={HORDE} records={records} preview={preview} language="en" />,
    );
    expect(screen.getByRole('status')?.textContent).toContain('If dropped here');
    expect(item('spellHit').dataset.status).toBe('covered');
    expect(item('spellHit').classList.contains('coverage-changed')).toBe(true);
    expect(item('attackPowerPercent').classList.contains('coverage-changed')).toBe(false);
    expect(document.querySelector('[data-role="dps"]')?.textContent).toContain('3+1');
  });

  it('speaks Russian', () => {
    render(
      <CoveragePanel expansion="wotlk" factionId={HORDE} records={records} preview={null} language="ru" />,
    );
    expect(item('spellHit')?.textContent).toContain('Меткость заклинаний 3%');
    expect(item('spellHit')?.textContent).toContain('Страдание');
  });
});

describe('previewRoster', () => {
  it('is null when the drop changes nothing', () => {
    expect(previewRoster(records, hunter.id, 1, 10)).toBeNull();
  });

  it('swaps with the record already in the slot', () => {
    const preview = previewRoster(records, druid.id, 1, 10);
    expect(preview?.map((record) => record.slot)).toEqual([0, 6, 1]);
  });
});
