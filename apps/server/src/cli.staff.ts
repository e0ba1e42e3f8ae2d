import { createInterface } from 'node:readline/promises';

import { STAFF_USERNAME_PATTERN } from '@perya/contracts';

import type { StaffService } from './modules/staff';
import { MIN_STAFF_PASSWORD_LENGTH, staffPasswordProblem } from './modules/staff';

// `npm run ops -- staff create-owner`: the first back-office account of a real install (issue 22
// item 1). The demo seeds its own staff; a real install has none until this runs once.

const USERNAME = STAFF_USERNAME_PATTERN;

export type Ask = (question: string, options: { secret: boolean }) => Promise<string>;

export type CreateOwnerIo = {
  write: (text: string) => void;
  /** Asks on the terminal; null when there is none (then every value must come as a flag). */
  ask: Ask | null;
};

export type CreateOwnerFlags = { username?: string; password?: string; 'display-name'?: string };

export { MIN_STAFF_PASSWORD_LENGTH, staffPasswordProblem };

/** Creates the first owner; the exit code (0 done, 1 refused). */
export const createOwner = async (staff: StaffService, flags: CreateOwnerFlags, io: CreateOwnerIo): Promise<number> => {
  if ((await staff.countStaff()) > 0) {
    io.write('refused: staff accounts exist already; the first owner is created only on a database without staff');
    return 1;
  }
  const value = async (flag: string | undefined, question: string, secret: boolean): Promise<string | null> => {
    if (flag !== undefined) return flag;
    return io.ask ? io.ask(question, { secret }) : null;
  };
  const username = (await value(flags.username, 'Username of the first owner: ', false))?.trim();
  if (!username) {
    io.write('refused: give --username (and --password) when there is no terminal to ask on');
    return 1;
  }
  if (!USERNAME.test(username)) {
    io.write('refused: a username is 3-32 letters, digits, _ . or -, starting with a letter');
    return 1;
  }
  const password = await value(flags.password, `Password for ${username}: `, true);
  if (password === null) {
    io.write('refused: give --password when there is no terminal to ask on');
    return 1;
  }
  const problem = staffPasswordProblem(password, username);
  if (problem) {
    io.write(`refused: ${problem}`);
    return 1;
  }
  if (flags.password === undefined && io.ask) {
    const again = await io.ask('The same password again: ', { secret: true });
    if (again !== password) {
      io.write('refused: the two passwords differ');
      return 1;
    }
  }
  const displayName = flags['display-name']?.trim() || username;
  const owner = await staff.createFirstOwner({ username, password, displayName });
  if (!owner) {
    io.write('refused: another staff account was created meanwhile');
    return 1;
  }
  io.write(
    [
      `owner ${owner.username} created (role ${owner.role}).`,
      'Next:',
      '  1. start the server (node apps/server/dist/main.js) and check its start-up log;',
      '  2. sign in to the back office (/admin) with this account: the first login enrols an authenticator app',
      '     (TOTP, mandatory for staff) and shows ten recovery codes once; keep them offline;',
      '  3. this command refuses from now on: further staff accounts are added from the back office.',
    ].join('\n'),
  );
  return 0;
};

/** Questions on the terminal; a secret answer is not echoed. */
export const terminalAsk: Ask = async (question, { secret }) => {
  const input = process.stdin;
  if (!secret || !input.isTTY) {
    const lines = createInterface({ input, output: process.stdout, terminal: Boolean(input.isTTY) });
    try {
      return await lines.question(question);
    } finally {
      lines.close();
    }
  }
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise<string>((resolve, reject) => {
    let answer = '';
    const done = (result: Error | string) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return done(answer);
        if (character === '\u0003') return done(new Error('cancelled'));
        if (character === '\u007f') answer = answer.slice(0, -1);
        else answer += character;
      }
      return undefined;
    };
    input.on('data', onData);
  });
};
