// PostgreSQL error details through Drizzle (which wraps driver errors in `cause`), the same on
// node-postgres and PGlite.

type DriverError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

const driverErrorOf = (error: unknown): DriverError | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
};

/** The constraint a unique violation (23505) broke, or null for any other error. */
export const uniqueViolation = (error: unknown): string | null => {
  const driverError = driverErrorOf(error);
  if (driverError?.code !== '23505') return null;
  return driverError.constraint ?? driverError.constraint_name ?? '';
};

/** Whether the error is a CHECK violation (23514), e.g. a balance going below zero. */
export const isCheckViolation = (error: unknown, constraint?: string): boolean => {
  const driverError = driverErrorOf(error);
  return driverError?.code === '23514' && (!constraint || driverError.constraint === constraint);
};

/** The SQLSTATE of a database error (e.g. a code raised by one of our functions), or null. */
export const sqlStateOf = (error: unknown): string | null => driverErrorOf(error)?.code ?? null;
