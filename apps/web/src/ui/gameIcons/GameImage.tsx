import { useState } from 'react';
import { DEFAULT_GAME_IMAGE_URL, gameIconUrl } from './gameIconUrl.js';
import './gameImage.css';

export interface GameImageProps {
  /** A catalogue image field, e.g. `warrior_arms.svg`. */
  image: string | null | undefined;
  /** What the picture says; empty when the same words are written beside it (decorative). */
  label?: string;
  /** Square size in px; SPEC section 9 draws catalogue images at 19 px. */
  size?: number;
  /** Below the fold: let the browser fetch it when it scrolls near. */
  lazy?: boolean;
  className?: string;
}

/**
 * One catalogue image (class, spec, role, faction, zone). Width and height are set so nothing shifts while it
 * loads; a file that fails is swapped for the default image once (SPEC section 8).
 */
export function GameImage({ image, label = '', size = 19, lazy = false, className }: GameImageProps) {
  const src = gameIconUrl(image);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? DEFAULT_GAME_IMAGE_URL : src;
  return (
    <img
      className={className ? `game-image ${className}` : 'game-image'}
      src={shown}
      alt={label}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      // An icon is never what a page is read for: it waits behind the code and answers that draw the page.
      fetchPriority="low"
      decoding="async"
      onError={() => {
        if (shown !== DEFAULT_GAME_IMAGE_URL) setFailed(src);
      }}
    />
  );
}
