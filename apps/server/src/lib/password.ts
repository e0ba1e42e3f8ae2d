import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes): ~100 ms here, so never on a hot path.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against an account's hash, or against a dummy hash when there is no such account,
 * so that "no such user" and "wrong password" take the same time.
 */
export const verifyAccountPassword = async (
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> => {
  const hash = passwordHash ?? (await (dummyHash ??= hashPassword('perya-no-such-account')));
  const matches = await verifyPassword(hash, password);
  return Boolean(passwordHash) && matches;
};
