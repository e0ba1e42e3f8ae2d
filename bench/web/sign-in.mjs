/* global window */
// Signs a demo member in through the portal as a person does (the banner's Log in, the dialog, the
// slider puzzle) and answers the session token the portal keeps in session storage. bench/web puts
// that token into the pages Lighthouse opens, so the member centre is measured signed in.
// The slider is solved as e2e/harness/slider.ts solves it (this file is plain JavaScript for the
// bench; keep the two in step).
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const VEIL = { red: 8, green: 12, blue: 28, alpha: 0.62 };
const PICTURE_WIDTH = 320;

const decode = async (dataUrl) => {
  const { data, info } = await sharp(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const findHoleX = (picture, piece, pieceY) => {
  const opaque = (x, y) =>
    x >= 0 && y >= 0 && x < piece.width && y < piece.height && piece.data[(y * piece.width + x) * 4 + 3] === 255;
  const interior = [];
  for (let y = 0; y < piece.height; y += 1)
    for (let x = 0; x < piece.width; x += 1) {
      let inside = true;
      for (let dy = -3; dy <= 3 && inside; dy += 1)
        for (let dx = -3; dx <= 3 && inside; dx += 1) inside = opaque(x + dx, y + dy);
      if (inside) interior.push([x, y]);
    }
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
      ]) {
        const expected = (piece.data[p + channel] ?? 0) * (1 - VEIL.alpha) + veil * VEIL.alpha;
        error += Math.abs((picture.data[b + channel] ?? 0) - expected);
      }
      if (error > best.error) break;
    }
    if (error < best.error) best = { x, error };
  }
  return best.x;
};

const solveSlider = async (page) => {
  const picture = page.getByRole('img', { name: 'Puzzle picture with a missing piece' });
  await picture.waitFor();
  const pieceImage = picture.locator('xpath=following-sibling::img[1]');
  const [pictureSrc, pieceSrc, pieceTop] = await Promise.all([
    picture.getAttribute('src'),
    pieceImage.getAttribute('src'),
    pieceImage.evaluate((element) => element.style.top),
  ]);
  const [pictureRaw, pieceRaw] = await Promise.all([decode(pictureSrc ?? ''), decode(pieceSrc ?? '')]);
  const holeX = findHoleX(pictureRaw, pieceRaw, Math.round((Number.parseFloat(pieceTop) / 100) * pictureRaw.height));
  const handle = page.getByRole('slider', { name: 'Puzzle slider' });
  await handle.scrollIntoViewIfNeeded();
  const [handleBox, pictureBox] = await Promise.all([handle.boundingBox(), picture.boundingBox()]);
  const scale = pictureBox.width / PICTURE_WIDTH;
  const startX = handleBox.x + handleBox.width / 2;
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    await page.mouse.move(startX + holeX * scale * (1 - (1 - step / 24) ** 2), y);
    await page.waitForTimeout(15);
  }
  await page.mouse.up();
};

/** Logs `username` in on the portal at `baseUrl`; answers the session token. */
export const signIn = async (baseUrl, username, password, chromiumPath) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      if (window !== window.top) return;
      window.localStorage.setItem('lang', 'EN');
      window.sessionStorage.setItem('publicModalClosed', JSON.stringify(['A', 'B', 'F']));
      window.sessionStorage.setItem('giftModalHidden', '1');
    });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await solveSlider(page);
    await page.getByTestId('account-menu').waitFor({ timeout: 60_000 });
    return await page.evaluate(() => window.sessionStorage.getItem('token'));
  } finally {
    await browser.close();
  }
};
