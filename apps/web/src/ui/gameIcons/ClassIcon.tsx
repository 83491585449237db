import { localName } from '../../i18n/localName.js';
import { useLanguage } from '../../i18n/useT.js';
import { GameImage, type GameImageProps } from './GameImage.js';

interface ClassIconProps extends Omit<GameImageProps, 'image' | 'label'> {
  /** A class (or a spec: same fields) of the expansion's catalogue; undefined shows the default image. */
  entry: { image: string; name: string; nameEng: string } | undefined;
  /** The name is written beside it, so a screen reader need not hear it twice. */
  decorative?: boolean;
}

/** A class's or spec's image, in the class colour, named in the page's language unless decorative. */
export function ClassIcon({ entry, decorative = false, ...rest }: ClassIconProps) {
  const language = useLanguage();
  const label = !decorative && entry ? localName(entry, language) : '';
  return <GameImage image={entry?.image} label={label} {...rest} />;
}
