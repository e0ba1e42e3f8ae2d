import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';

import { findHoleX } from './slider';

// The staff API from a test, as a staff member's own tools would call it: the slider solved by
// looking at its pictures, the password, then the mandatory authenticator (issue 16): enrolled at
// the first login (the code computed as an app would), a recovery code on later logins.

type Raw = { data: Buffer; width: number; height: number };
const decode = async (image: string): Promise<Raw> => {
  const { data, info } = await sharp(Buffer.from(image.split(',').pop() ?? '', 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const json = async (response: Response) =>
  (await response.json()) as { success: boolean; code: string; value: Record<string, unknown> };

/** A solved slider token, through the API. */
export const solveSliderByApi = async (baseUrl: string): Promise<string> => {
  const challenge = (await json(await fetch(`${baseUrl}/wps/challenge/slider`))).value as {
    challengeId: string;
    background: string;
    piece: string;
    pieceY: number;
  };
  const [picture, piece] = await Promise.all([decode(challenge.background), decode(challenge.piece)]);
  const x = findHoleX(picture, piece, challenge.pieceY);
  const verified = await json(
    await fetch(`${baseUrl}/wps/challenge/slider/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        challengeId: challenge.challengeId,
        x,
        durationMs: 900,
        trail: [0, Math.round(x * 0.3), Math.round(x * 0.6), Math.round(x * 0.9), x],
      }),
    }),
  );
  const validate = verified.value?.validate;
  if (typeof validate !== 'string') throw new Error(`slider not solved: ${JSON.stringify(verified)}`);
  return validate;
};

const recoveryCodesOf = new Map<string, string[]>();

/**
 * A DONE staff session's call function: logs `username` in (default: the demo owner), enrolling
 * its authenticator the first time in this portal and giving a recovery code after that.
 */
export const staffApi = async (baseUrl: string, username = 'admin', password = 'Admin2026!') => {
  const login = await json(
    await fetch(`${baseUrl}/wps/admin/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, validate: await solveSliderByApi(baseUrl) }),
    }),
  );
  const { token, secondFactor } = login.value as { token?: string; secondFactor?: string };
  if (!token) throw new Error(`staff login of ${username} failed: ${JSON.stringify(login)}`);
  const call = async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await response.json()) as { success: boolean; code: string; value: T };
  };
  const key = `${baseUrl} ${username}`;
  if (secondFactor === 'ENROL') {
    const { secret } = (await call<{ secret: string }>('POST', '/wps/admin/totp/setup')).value;
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    const enabled = await call<{ recoveryCodes: string[] }>('POST', '/wps/admin/totp/enable', { code });
    if (!enabled.success) throw new Error(`staff enrolment failed: ${JSON.stringify(enabled)}`);
    recoveryCodesOf.set(key, enabled.value.recoveryCodes);
  } else if (secondFactor === 'CODE') {
    const recoveryCode = recoveryCodesOf.get(key)?.pop();
    if (!recoveryCode) throw new Error(`no recovery code of ${username} left in this run`);
    const given = await call('POST', '/wps/admin/session/secondFactor', { recoveryCode });
    if (!given.success) throw new Error(`staff second factor failed: ${JSON.stringify(given)}`);
  }
  return Object.assign(call, { token });
};
