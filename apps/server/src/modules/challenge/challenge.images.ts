import { randomInt } from 'node:crypto';

import sharp from 'sharp';
import { create as createSvgCaptcha } from 'svg-captcha';

import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, SLIDER_HEIGHT, SLIDER_PIECE_SIZE, SLIDER_WIDTH } from '@perya/contracts';

// Image generation for the bot checks: CPU only (no database), so it runs before any query.

export type SliderPuzzle = {
  /** PNG of the whole picture with the darkened hole. */
  background: Buffer;
  /** PNG, SLIDER_PIECE_SIZE square, transparent around the jigsaw piece. */
  piece: Buffer;
  /** Left of the piece's square in the picture: the answer. */
  x: number;
  /** Top of the piece's square in the picture. */
  y: number;
};

export type CaptchaImage = { text: string; png: Buffer };

// The piece starts at the left of the track, so its hole is at least this far right: a user has
// to drag, and "no drag at all" is never close to the answer.
export const SLIDER_MIN_X = 90;
export const SLIDER_MAX_X = SLIDER_WIDTH - SLIDER_PIECE_SIZE - 10;
const PIECE_MARGIN_Y = 4;

// One jigsaw shape in a SLIDER_PIECE_SIZE (52) box: a 38 px body, knobs on top and right, sockets
// on the left and bottom. Arcs: sweep 1 bulges outward on a clockwise walk, sweep 0 inward.
const PIECE_PATH = [
  'M 1 13',
  'L 15 13',
  'A 7.5 7.5 0 1 1 27 13',
  'L 39 13',
  'L 39 26',
  'A 7.5 7.5 0 1 1 39 38',
  'L 39 51',
  'L 26 51',
  'A 6 6 0 0 0 14 51',
  'L 1 51',
  'L 1 38',
  'A 6 6 0 0 0 1 26',
  'Z',
].join(' ');

const pieceSvg = (body: string): Buffer =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_PIECE_SIZE}" height="${SLIDER_PIECE_SIZE}">${body}</svg>`,
  );

const PIECE_MASK = pieceSvg(`<path d="${PIECE_PATH}" fill="#fff"/>`);
const PIECE_OUTLINE = pieceSvg(
  `<path d="${PIECE_PATH}" fill="none" stroke="rgba(255,255,255,0.9)" stroke-width="2"/>` +
    `<path d="${PIECE_PATH}" fill="none" stroke="rgba(0,0,0,0.35)" stroke-width="0.8" transform="translate(0.6 0.6)"/>`,
);
const HOLE = pieceSvg(
  `<path d="${PIECE_PATH}" fill="rgba(8,12,28,0.62)" stroke="rgba(255,255,255,0.7)" stroke-width="1.5"/>`,
);

const hsl = (hue: number, saturation: number, lightness: number, alpha = 1): string =>
  `hsla(${hue % 360},${saturation}%,${lightness}%,${alpha})`;

/** A colourful random picture: a gradient sky, soft blobs, bands and confetti shapes. */
const backgroundSvg = (): string => {
  const hue = randomInt(0, 360);
  const shapes: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const blobHue = hue + randomInt(40, 320);
    shapes.push(
      `<circle cx="${randomInt(0, SLIDER_WIDTH)}" cy="${randomInt(0, SLIDER_HEIGHT)}" r="${randomInt(20, 70)}" ` +
        `fill="${hsl(blobHue, randomInt(55, 90), randomInt(40, 70), randomInt(35, 75) / 100)}"/>`,
    );
  }
  for (let index = 0; index < 3; index += 1) {
    const y = randomInt(0, SLIDER_HEIGHT);
    shapes.push(
      `<path d="M -10 ${y} C 80 ${y + randomInt(-60, 60)}, 240 ${y + randomInt(-60, 60)}, 330 ${randomInt(0, SLIDER_HEIGHT)}" ` +
        `stroke="${hsl(hue + randomInt(90, 270), 80, 65, 0.55)}" stroke-width="${randomInt(6, 18)}" fill="none"/>`,
    );
  }
  for (let index = 0; index < 16; index += 1) {
    const size = randomInt(6, 22);
    shapes.push(
      `<rect x="${randomInt(0, SLIDER_WIDTH)}" y="${randomInt(0, SLIDER_HEIGHT)}" width="${size}" height="${size}" ` +
        `rx="${randomInt(0, 6)}" transform="rotate(${randomInt(0, 90)} ${randomInt(0, SLIDER_WIDTH)} ${randomInt(0, SLIDER_HEIGHT)})" ` +
        `fill="${hsl(hue + randomInt(0, 360), 85, randomInt(45, 80), 0.8)}"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 70, 35)}"/>` +
    `<stop offset="0.5" stop-color="${hsl(hue + 60, 75, 50)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 150, 70, 40)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#sky)"/>${shapes.join('')}</svg>`
  );
};

/** A fresh puzzle: a random picture, the piece cut from a random spot, the spot darkened. */
export const renderSliderPuzzle = async (): Promise<SliderPuzzle> => {
  const x = randomInt(SLIDER_MIN_X, SLIDER_MAX_X + 1);
  const y = randomInt(PIECE_MARGIN_Y, SLIDER_HEIGHT - SLIDER_PIECE_SIZE - PIECE_MARGIN_Y + 1);
  const raw = await sharp(Buffer.from(backgroundSvg())).ensureAlpha().raw().toBuffer();
  const picture = () => sharp(raw, { raw: { width: SLIDER_WIDTH, height: SLIDER_HEIGHT, channels: 4 } });

  const [background, piece] = await Promise.all([
    picture()
      .composite([{ input: HOLE, left: x, top: y }])
      .png()
      .toBuffer(),
    // Extract first, then mask (dest-in keeps only the piece's pixels) in a second pipeline:
    // sharp composites before extracting when both are in one pipeline.
    picture()
      .extract({ left: x, top: y, width: SLIDER_PIECE_SIZE, height: SLIDER_PIECE_SIZE })
      .png()
      .toBuffer()
      .then((square) =>
        sharp(square)
          .composite([{ input: PIECE_MASK, blend: 'dest-in' }, { input: PIECE_OUTLINE }])
          .png()
          .toBuffer(),
      ),
  ]);
  return { background, piece, x, y };
};

// Neither 0/O/o nor 1/l/I/i/J, nor pairs that blur together when distorted (5/S, 2/Z, 9/g/q, u/v).
const CAPTCHA_CHARACTERS = 'ABCDEFGHKMNPRTWXYabdefhkmnprtwxy3468';
const CAPTCHA_BACKGROUND = '#141c33';
// svg-captcha's own colours are often too dark on navy: characters and noise lines are recoloured
// from light tones of the skin (gold, cyan, rose, lime, lavender, white).
const CAPTCHA_COLOURS = ['#f5c542', '#ffd98a', '#7fdbff', '#ff8fa3', '#b8f26b', '#c9b3ff', '#f1f3f9'];

const pickColour = (): string => CAPTCHA_COLOURS[randomInt(0, CAPTCHA_COLOURS.length)] ?? '#f1f3f9';

/** Drawn at twice the size it is shown at (CAPTCHA_WIDTH × CAPTCHA_HEIGHT), for sharp text on phones. */
const CAPTCHA_SCALE = 2;

/** A captcha of 4 or 5 large characters in light colours on the navy of the dark skin. */
export const renderCaptcha = async (): Promise<CaptchaImage> => {
  const { text, data } = createSvgCaptcha({
    size: randomInt(4, 6),
    charPreset: CAPTCHA_CHARACTERS,
    noise: 2,
    background: CAPTCHA_BACKGROUND,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    fontSize: 62,
  });
  const svg = data
    .replace(/<path fill="#[0-9a-f]+"/gi, () => `<path fill="${pickColour()}"`)
    .replace(/stroke="#[0-9a-f]+"/gi, () => `stroke="${pickColour()}" stroke-width="1.2" stroke-opacity="0.55"`);
  const png = await sharp(Buffer.from(svg), { density: 72 * CAPTCHA_SCALE })
    .resize(CAPTCHA_WIDTH * CAPTCHA_SCALE, CAPTCHA_HEIGHT * CAPTCHA_SCALE)
    .png()
    .toBuffer();
  return { text, png };
};
