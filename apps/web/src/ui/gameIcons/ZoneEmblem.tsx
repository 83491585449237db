import { localName } from '../../i18n/localName.js';
import { useLanguage } from '../../i18n/useT.js';
import { GameImage, type GameImageProps } from './GameImage.js';

interface ZoneEmblemProps extends Omit<GameImageProps, 'image' | 'label'> {
  /** A zone of the expansion's catalogue; undefined (catalogue not loaded, unknown id) shows the default. */
  zone: { image: string; name: string; nameEng: string } | undefined;
  decorative?: boolean;
}

/** A raid zone's emblem, for raid cards, the raid header and zone choices. */
export function ZoneEmblem({ zone, decorative = false, ...rest }: ZoneEmblemProps) {
  const language = useLanguage();
  const label = !decorative && zone ? localName(zone, language) : '';
  return <GameImage image={zone?.image} label={label} {...rest} />;
}
