import { useState } from 'react';

interface AvatarProps {
  /** The image, or null to show the fallback straight away. */
  src: string | null;
  /** Whose picture it is: the fallback shows its first letter and picks its colour from it. */
  name: string;
  size?: number;
  className?: string;
}

const FALLBACK_COLOURS = ['#5865f2', '#3ba55c', '#faa61a', '#ed4245', '#9b59b6', '#1abc9c', '#e67e22'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_COLOURS[hash % FALLBACK_COLOURS.length] ?? '#5865f2';
}

/**
 * A round picture that falls back to a coloured initial when there is none or it fails to load (SPEC
 * section 8: an image that fails to load is replaced by a default image). Decorative: the name is beside it.
 */
export function Avatar({ src, name, size = 28, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: size * 0.45 };
  const classes = className ? `avatar ${className}` : 'avatar';
  if (src && failed !== src) {
    return (
      <img
        className={classes}
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={style}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      className={`${classes} avatar-fallback`}
      style={{ ...style, background: colourOf(name) }}
      aria-hidden
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
