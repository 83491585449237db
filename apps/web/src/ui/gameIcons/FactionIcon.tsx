import { factions } from '@raid/domain/catalogue/common';
import { localName } from '../../i18n/localName.js';
import { useLanguage } from '../../i18n/useT.js';
import { GameImage, type GameImageProps } from './GameImage.js';

interface FactionIconProps extends Omit<GameImageProps, 'image' | 'label'> {
  /** Faction id as raids and characters carry it (1 Alliance, 2 Horde). */
  factionId: number;
  decorative?: boolean;
}

/** The Alliance or Horde emblem. Factions are the same in every expansion, so no catalogue fetch is needed. */
export function FactionIcon({ factionId, decorative = false, ...rest }: FactionIconProps) {
  const language = useLanguage();
  const faction = factions.find((entry) => entry.id === factionId);
  const label = !decorative && faction ? localName(faction, language) : '';
  return <GameImage image={faction?.image} label={label} {...rest} />;
}
