/**
 * A holder name as people type it: letters compared without case, width or punctuation, runs of
 * spaces as one ("Juan  Dela Cruz" = "JUAN DELA CRUZ" = "juan dela-cruz"). The login's BANK_NAME
 * second factor and the referral programme's multi-accounting check compare names this way.
 */
export const holderNameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s.,'’-]+/g, ' ')
    .trim();
