import { classesByExpansion } from '@raid/domain/catalogue/classes';
import { roleImages } from '@raid/domain/catalogue/common';
import { gameData } from '@raid/domain/catalogue/gameData';
import { expansionKeys } from '@raid/domain/catalogue/expansions';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ClassIcon } from './ClassIcon.js';
import { FactionIcon } from './FactionIcon.js';
import { GameImage } from './GameImage.js';
import { RoleIcon } from './RoleIcon.js';
import { ZoneEmblem } from './ZoneEmblem.js';

// Only the names: Vite lists the generated files without loading them.
const served = new Set(
  Object.keys(import.meta.glob('../../../public/game-icons/*.svg')).map((path) => path.split('/').pop()),
);

const warrior = classesByExpansion.mop.find((entry) => entry.nameEng === 'Warrior');
const arms = warrior?.specs.find((spec) => spec.nameEng === 'Arms');

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('catalogue images', () => {
  it('has a generated file for every class, spec, faction, role and zone of every expansion', () => {
    const named = new Set<string>([...Object.values(roleImages), 'default.svg']);
    for (const key of expansionKeys) {
      const data = gameData(key);
      for (const gameClass of data.classes) {
        named.add(gameClass.image);
        for (const spec of gameClass.specs) named.add(spec.image).add(spec.image2);
      }
      for (const entry of [...data.factions, ...data.zones]) named.add(entry.image);
    }
    const missing = [...named].filter((file) => !served.has(file));
    expect(missing).toEqual([]);
  });
});

describe('game icon components', () => {
  it('shows the class and spec files, named in the page language', async () => {
    render(
      <>
        <ClassIcon entry={warrior} />
        <ClassIcon entry={arms} size={24} />
      </>,
    );
    expect(screen.getByAltText('Warrior').getAttribute('src')).toBe('/game-icons/warrior.svg');
    const spec = screen.getByAltText('Arms');
    expect(spec.getAttribute('src')).toBe('/game-icons/warrior_arms.svg');
    expect(spec.getAttribute('width')).toBe('24');
    await i18next.changeLanguage('ru');
    expect(await screen.findByAltText('Воин')).toBeTruthy();
  });

  it('is decorative (empty alt) when the name is written beside it', () => {
    const { container } = render(<ClassIcon entry={warrior} decorative />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('height')).toBe('19');
  });

  it('names roles and factions from the translations', () => {
    render(
      <>
        <RoleIcon role="healer" />
        <FactionIcon factionId={2} lazy />
      </>,
    );
    expect(screen.getByAltText('Healer').getAttribute('src')).toBe('/game-icons/healer.svg');
    const horde = screen.getByAltText('Horde');
    expect(horde.getAttribute('src')).toBe('/game-icons/horde.svg');
    expect(horde.getAttribute('loading')).toBe('lazy');
  });

  it('shows the zone emblem, and the default image for an unknown zone', () => {
    const zone = gameData('wotlk').zones.find((entry) => entry.nameEng === 'Ulduar');
    render(
      <>
        <ZoneEmblem zone={zone} />
        <ZoneEmblem zone={undefined} />
      </>,
    );
    expect(screen.getByAltText('Ulduar').getAttribute('src')).toBe('/game-icons/ulduar.svg');
    const images = screen.getAllByRole('presentation');
    expect(images[0]?.getAttribute('src')).toBe('/game-icons/default.svg');
  });

  it("shows the default image without a request for a name that is not one of our SVG files (an old '.jpg')", () => {
    render(
      <>
        <GameImage image="ability_warrior_savageblow.jpg" label="Arms" />
        <GameImage image="warrior.png" label="Warrior" />
      </>,
    );
    expect(screen.getByAltText('Arms').getAttribute('src')).toBe('/game-icons/default.svg');
    expect(screen.getByAltText('Warrior').getAttribute('src')).toBe('/game-icons/default.svg');
  });

  it('falls back to the default image once when the file fails to load', () => {
    render(<GameImage image="gone.svg" label="Gone" />);
    const image = screen.getByAltText('Gone');
    expect(image.getAttribute('src')).toBe('/game-icons/gone.svg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/game-icons/default.svg');
    // The default failing too must not loop.
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/game-icons/default.svg');
  });
});
