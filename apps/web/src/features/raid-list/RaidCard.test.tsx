import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { raidFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import { RaidCard } from './RaidCard.js';

const now = new Date('2026-11-23T12:00:00Z');

function renderCard(overrides: Parameters<typeof raidFixture>[0] = {}, gearScore = false) {
  const onOpen = vi.fn();
  const raid = raidFixture(overrides, now);
  renderPage(<RaidCard raid={raid} now={now} gearScore={gearScore} lastOpened={false} onOpen={onOpen} />);
  return { card: screen.getByRole('article'), onOpen };
}

describe('RaidCard', () => {
  it('shows every field of a raid row', () => {
    const { card } = renderCard({
      zone2Eng: 'Throne of Thunder',
      zone2: 'Престол Гроз',
      zone3Eng: 'Heart of Fear',
      zone3: 'Сердце Страха',
      byers: true,
    });
    const view = within(card);
    // The link is named by zones, then date and set-up, so two raids of a zone are told apart.
    const title = view.getByRole('link', {
      name: /^Siege of Orgrimmar \/ Throne of Thunder \/ Heart of Fear, /,
    });
    expect(title).toHaveProperty('pathname', '/raids/32');
    expect(title.textContent).toContain('25 · Heroic · DKP');
    expect(title.textContent).toMatch(/\d{1,2}:\d{2}/);
    expect(card.textContent).toContain('Everlook · Horde');
    expect(card.textContent).toContain('25 · Heroic · DKP');
    expect(card.textContent).toContain('7/25');
    expect(view.getAllByText('9 signed up').length).toBeGreaterThan(0);
    expect(view.getByRole('link', { name: /Arthas/ })).toHaveProperty(
      'pathname',
      '/users/210000000000000001',
    );
    expect(view.getByRole('link', { name: /Frostmourne Raiders/ })).toHaveProperty(
      'pathname',
      '/guilds/310000000000000001',
    );
    for (const badge of ['Logs 20+', 'ilvl 483+', 'Buyers allowed'])
      expect(view.getByText(badge)).toBeTruthy();
    for (const role of ['1 tank', '2 healers', '4 damage dealers'])
      expect(view.getAllByText(role).length).toBeGreaterThan(0);
    expect(view.getByText('Wednesday at 17:45')).toBeTruthy();
  });

  it('links to Discord and the channel only while the raid is open', () => {
    const { card } = renderCard();
    expect(within(card).getByRole('link', { name: /^Discord/ })).toHaveProperty(
      'href',
      'https://discord.com/channels/310000000000000001/330000000000000001/340000000000000001',
    );
    expect(within(card).getByRole('link', { name: /^Channel/ })).toBeTruthy();
  });

  it("marks canceled and completed raids and drops their Discord links; names 'Community' without a guild", () => {
    const { card } = renderCard({ status: 'canceled', canceled: true, isArchive: true, guildName: null });
    expect(within(card).getByText('Canceled')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /^Discord/ })).toBeNull();
    expect(within(card).getByRole('link', { name: /Community/ })).toBeTruthy();
  });

  it('says GS for gear score expansions', () => {
    renderCard({ status: 'completed', isArchive: true }, true);
    expect(screen.getByText('GS 483+')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('shows the pot of a GDKP raid, to the copper, and none for another loot system', () => {
    const { card } = renderCard({ lootSystemID: 2, potCopper: 123_456_789 });
    expect(within(card).getByTestId('raid-pot').textContent).toBe('Pot 12,345g 67s 89c');
    cleanup();
    const { card: dkp } = renderCard({ potCopper: null });
    expect(within(dkp).queryByTestId('raid-pot')).toBeNull();
  });
});
