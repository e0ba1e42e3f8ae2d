/**
 * The end of an exhaustive `switch`: TypeScript refuses the call when a case is missing, so a new
 * member of the union (a new result code in contracts) fails the build until it is handled.
 */
export const assertUnreachable = (value: never): never => {
  throw new Error(`Unhandled case: ${String(value)}`);
};
