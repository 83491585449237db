/**
 * Writes the catalogue's images (apps/web/public/game-icons/*.svg) from game-icons.net glyphs:
 * `npm run icons --workspace @raid/web`. The files are committed, so neither the build nor the server needs
 * the 4000-icon set; rerun after changing gameIconChoices.ts or adding a class, spec or zone.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { factions, roleImages } from '../../../packages/domain/src/catalogue/common.js';
import { expansionCatalogue, expansionKeys } from '../../../packages/domain/src/catalogue/expansions.js';
import {
  CLASS_BACKGROUND,
  classGlyphs,
  defaultEmblem,
  factionEmblems,
  roleEmblems,
  zoneEmblems,
} from './gameIconChoices.js';

interface IconSet {
  width: number;
  height: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

/** The file name the web falls back to (apps/web/src/ui/gameIcons/gameIconUrl.ts). */
const DEFAULT_IMAGE = 'default.svg';

const outDir = fileURLToPath(new URL('../public/game-icons/', import.meta.url));
const require = createRequire(import.meta.url);
const set = JSON.parse(
  readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
) as IconSet;

function svg(glyph: string, colour: string, background: string): string {
  const icon = set.icons[glyph];
  if (!icon) throw new Error(`game-icons has no icon "${glyph}"`);
  const width = icon.width ?? set.width;
  const height = icon.height ?? set.height;
  const body = icon.body.replaceAll('currentColor', colour);
  // The glyph sits at 78 % inside a rounded square, so it reads at 19 px and on light or dark surfaces alike.
  const scale = (512 * 0.78) / Math.max(width, height);
  const offset = (512 - width * scale) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">`,
    `<!-- "${glyph}" from game-icons.net (https://game-icons.net), CC BY 3.0 https://creativecommons.org/licenses/by/3.0/ -->`,
    `<rect width="512" height="512" rx="96" fill="${background}"/>`,
    `<g transform="translate(${offset.toFixed(2)} ${offset.toFixed(2)}) scale(${scale.toFixed(4)})">${body}</g>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** Every image file the catalogues name, with how to draw it. */
function catalogueFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const emblem = (
    file: string,
    choice: { glyph: string; colour: string; background: string } | undefined,
  ) => {
    if (!choice) throw new Error(`gameIconChoices.ts has no emblem for ${file}`);
    files.set(file, svg(choice.glyph, choice.colour, choice.background));
  };
  for (const key of expansionKeys) {
    const catalogue = expansionCatalogue(key);
    for (const gameClass of catalogue.classes) {
      for (const file of [gameClass.image, ...gameClass.specs.map((spec) => spec.image)]) {
        const glyph = classGlyphs[file];
        if (!glyph) throw new Error(`gameIconChoices.ts has no glyph for ${file}`);
        files.set(file, svg(glyph, gameClass.color, CLASS_BACKGROUND));
      }
    }
    for (const zone of catalogue.zones) emblem(zone.image, zoneEmblems[zone.image]);
  }
  for (const faction of factions) emblem(faction.image, factionEmblems[faction.image]);
  for (const file of Object.values(roleImages)) emblem(file, roleEmblems[file]);
  emblem(DEFAULT_IMAGE, defaultEmblem);
  return files;
}

const files = catalogueFiles();
mkdirSync(outDir, { recursive: true });
// Files of images the catalogue no longer names go, so the folder holds exactly what is used.
for (const old of readdirSync(outDir)) if (!files.has(old)) rmSync(`${outDir}${old}`);
for (const [file, text] of files) writeFileSync(`${outDir}${file}`, text);
console.log(`${files.size} images written to ${outDir}`);
