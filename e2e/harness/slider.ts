import type { Page } from 'playwright-core';
import sharp from 'sharp';

// Solves the slider puzzle the way a person does: by seeing where the hole is. The hole is the
// piece's own picture under a dark veil, so the piece, veiled the same way, matches the picture
// exactly at the right spot. (The puzzle is a speed bump for scripts, not a lock: rate limits and
// the one-use token carry the weight.)

const VEIL = { red: 8, green: 12, blue: 28, alpha: 0.62 };
const PICTURE_WIDTH = 320;

type Raw = { data: Buffer; width: number; height: number };

const decode = async (dataUrl: string): Promise<Raw> => {
  const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Pixels well inside the piece (3 px from any edge), away from the outlines of piece and hole. */
const interiorOf = (piece: Raw): Array<[number, number]> => {
  const opaque = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < piece.width && y < piece.height && piece.data[(y * piece.width + x) * 4 + 3] === 255;
  const points: Array<[number, number]> = [];
  for (let y = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1) {
      let inside = true;
      for (let dy = -3; dy <= 3 && inside; dy += 1)
        for (let dx = -3; dx <= 3 && inside; dx += 1) inside = opaque(x + dx, y + dy);
      if (inside) points.push([x, y]);
    }
  }
  return points;
};

/** The left of the hole: where the veiled piece best matches the picture. */
export const findHoleX = (picture: Raw, piece: Raw, pieceY: number): number => {
  const interior = interiorOf(piece);
  let best = { x: 0, error: Number.POSITIVE_INFINITY };
  for (let x = 0; x <= picture.width - piece.width; x += 1) {
    let error = 0;
    for (const [px, py] of interior) {
      const p = (py * piece.width + px) * 4;
      const b = ((pieceY + py) * picture.width + x + px) * 4;
      for (const [channel, veil] of [
        [0, VEIL.red],
        [1, VEIL.green],
        [2, VEIL.blue],
      ] as const) {
        const expected = (piece.data[p + channel] ?? 0) * (1 - VEIL.alpha) + veil * VEIL.alpha;
        error += Math.abs((picture.data[b + channel] ?? 0) - expected);
      }
      if (error > best.error) break;
    }
    if (error < best.error) best = { x, error };
  }
  return best.x;
};

/** Finds the hole in the puzzle on the page and drags the handle there like a hand would. */
export const solveSlider = async (page: Page): Promise<void> => {
  const picture = page.getByRole('img', { name: 'Puzzle picture with a missing piece' });
  await picture.waitFor();
  const pieceImage = picture.locator('xpath=following-sibling::img[1]');
  const [pictureSrc, pieceSrc, pieceTop] = await Promise.all([
    picture.getAttribute('src'),
    pieceImage.getAttribute('src'),
    pieceImage.evaluate((element) => (element as HTMLElement).style.top),
  ]);
  const [pictureRaw, pieceRaw] = await Promise.all([decode(pictureSrc ?? ''), decode(pieceSrc ?? '')]);
  const pieceY = Math.round((Number.parseFloat(pieceTop) / 100) * pictureRaw.height);
  const holeX = findHoleX(pictureRaw, pieceRaw, pieceY);

  const handle = page.getByRole('slider', { name: 'Puzzle slider' });
  await handle.scrollIntoViewIfNeeded();
  const [handleBox, pictureBox] = await Promise.all([handle.boundingBox(), picture.boundingBox()]);
  if (!handleBox || !pictureBox) throw new Error('slider not on screen');
  const scale = pictureBox.width / PICTURE_WIDTH;
  const startX = handleBox.x + handleBox.width / 2;
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 24;
  for (let step = 1; step <= steps; step += 1) {
    // Ease out, as a hand slows down near the target; ~15 ms a step keeps the drag human-paced.
    const progress = 1 - (1 - step / steps) ** 2;
    await page.mouse.move(startX + holeX * scale * progress, y);
    await page.waitForTimeout(15);
  }
  await page.mouse.up();
};
