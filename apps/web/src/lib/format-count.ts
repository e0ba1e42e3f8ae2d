/**
 * A whole count as the page's language writes it ("1,234" in English, "1.234" in Portuguese).
 * Below 1,000 every language of the portal writes plain digits, so those are written out: the first
 * `Intl.NumberFormat` a page builds loads the engine's number data, about 70 ms of a 4x-slower
 * phone CPU in the game centre's first list (decision 075), for "30 of 250".
 */
export const formatCount = (value: number, languageTag: string): string =>
  Number.isInteger(value) && Math.abs(value) < 1000 ? String(value) : new Intl.NumberFormat(languageTag).format(value);
