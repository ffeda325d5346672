// Writes the installable app's PNG icons (issue 32 point 1) from the InspectHub mark, the same
// emerald square and white tick as src/web/public/favicon.svg. Run once by hand when the mark
// changes; the PNGs are committed, so neither the build nor an install needs sharp's encoder.
// Usage: node scripts/generate-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = fileURLToPath(new URL('../src/web/public/icons/', import.meta.url));
/** The brand's emerald-700, also the manifest's theme_color (scripts/build/pwa.ts). */
const EMERALD = '#047857';
const TICK = 'M9 16.5l4.5 4.5L23 11.5';

/**
 * The mark on a 32-unit canvas. `rounded`: the favicon's rounded square, for launchers that show
 * the icon as drawn. Otherwise a full-bleed square with the tick shrunk to `tickScale`: a
 * maskable icon is cut to a circle or squircle by the launcher, which may crop everything outside
 * the central 80% (the "safe zone"), and iOS rounds an apple-touch icon's corners itself.
 */
function markSvg({ rounded, tickScale = 1 }) {
  const offset = 16 * (1 - tickScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 6 : 0}" fill="${EMERALD}"/>
  <path d="${TICK}" transform="translate(${offset} ${offset}) scale(${tickScale})" fill="none"
    stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: markSvg({ rounded: true }) },
  { file: 'icon-512.png', size: 512, svg: markSvg({ rounded: true }) },
  { file: 'icon-maskable-512.png', size: 512, svg: markSvg({ rounded: false, tickScale: 0.8 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: markSvg({ rounded: false, tickScale: 0.9 }) },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, svg } of ICONS) {
  // density: render the vector at the target size instead of scaling up a 32 px bitmap.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${OUT_DIR}${file}`);
  console.log(`wrote ${file} (${size}x${size})`);
}
