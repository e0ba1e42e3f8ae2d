// Draws the PWA icons (apps/web/public/icons/*.png) from the Perya mark, once: the PNGs are
// committed, so builds need no image tooling. Run again after changing the mark:
//   node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { ROOT } from './lib.mjs';

const OUT = join(ROOT, 'apps/web/public/icons');

const mark = (background) => `
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ffd66b"/><stop offset="1" stop-color="#f29b1d"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#2c3358"/><stop offset="1" stop-color="${background}"/>
    </radialGradient>
  </defs>
  <circle cx="32" cy="28" r="16" fill="none" stroke="url(#g)" stroke-width="4"/>
  <g stroke="url(#g)" stroke-width="3" stroke-linecap="round">
    <path d="M32 12v32M16 28h32M20.7 16.7l22.6 22.6M43.3 16.7 20.7 39.3"/>
  </g>
  <path d="M24 54l8-12 8 12" fill="none" stroke="url(#g)" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="32" cy="28" r="4" fill="#ff3d71"/>`;

// "any": the rounded tile as in the header. "maskable": full-bleed background with the mark
// inside the central 80 % safe zone, as launchers crop it to circles and squircles.
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="url(#glow)"/>${mark('#131830')}</svg>`;
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-12 -10 88 88">
  <rect x="-12" y="-10" width="88" height="88" fill="url(#glow)"/>${mark('#131830')}</svg>`;

const render = async (svg, size, name) => {
  const png = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) + 1 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(join(OUT, name), png);
  console.log(`${name}: ${png.length} bytes`);
};

mkdirSync(OUT, { recursive: true });
await render(anySvg, 192, 'icon-192.png');
await render(anySvg, 512, 'icon-512.png');
await render(maskableSvg, 512, 'icon-maskable-512.png');
await render(anySvg, 180, 'apple-touch-icon.png');
