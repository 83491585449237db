/**
 * Text contrast of WCAG 2.2 (SC 1.4.3, level AA): coloured text the game gives us (class colours, parse colours)
 * is lightened towards white until it reads on our dark surfaces, so the hue stays recognisable.
 */

/** Normal-size text needs 4.5:1 against its background (SC 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/**
 * The lightest surface coloured text sits on (a lifted roster chip, apps/web theme); text that reads on it reads
 * on every darker one.
 */
export const LIGHTEST_DARK_SURFACE = '#2a303c';

type Rgb = [number, number, number];

function parseHex(color: string): Rgb {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${color}`);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.2 definition). */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(parseHex(first)), luminance(parseHex(second))].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function toHsl([red, green, blue]: Rgb): [number, number, number] {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const delta = max - min;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const hue =
    max === r
      ? ((g - b) / delta + (g < b ? 6 : 0)) / 6
      : max === g
        ? ((b - r) / delta + 2) / 6
        : ((r - g) / delta + 4) / 6;
  return [hue, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (shift: number) => {
    const t = (hue + shift + 1) % 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(1 / 3), channel(0), channel(-1 / 3)].map((value) => value * 255) as Rgb;
}

/**
 * The colour itself when it already reads on `background`, else the same hue and saturation made lighter, a
 * percent at a time, until it does: Death Knight red #c41e3a becomes #e97186 (still red, not Paladin pink),
 * Shaman blue #0070dd becomes #339aff.
 */
export function readableOn(color: string, background: string = LIGHTEST_DARK_SURFACE): string {
  if (contrastRatio(color, background) >= TEXT_CONTRAST) return color;
  const [hue, saturation, lightness] = toHsl(parseHex(color));
  for (let step = Math.ceil(lightness * 100); step <= 100; step++) {
    const tint = toHex(fromHsl(hue, saturation, step / 100));
    if (contrastRatio(tint, background) >= TEXT_CONTRAST) return tint;
  }
  return '#ffffff';
}
