import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

import type { Country, LanguageCode } from '@perya/contracts';
import { DIALING_CODES, languageTag } from '@perya/contracts';

// Country dialing codes (spec §3 "Country entry", §7.3 "Country codes list") from
// libphonenumber-js's metadata, named in the caller's language by the runtime's ICU data.
// The countries Filipinos most often register from come first, in the portal's order.

const FIRST = DIALING_CODES.map((entry) => entry.country as string);
const byLanguage = new Map<LanguageCode, Country[]>();

const displayNames = (language: LanguageCode): Intl.DisplayNames | null => {
  try {
    return new Intl.DisplayNames([languageTag(language), 'en'], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
};

/** Every country with its calling code; the same list for a language is built once. */
export const listCountries = (language: LanguageCode): Country[] => {
  const known = byLanguage.get(language);
  if (known) return known;
  const names = displayNames(language);
  const collator = new Intl.Collator(languageTag(language));
  const countries = getCountries().map((countryCode) => ({
    countryCode,
    countryDialingCode: String(getCountryCallingCode(countryCode)),
    name: names?.of(countryCode) ?? countryCode,
  }));
  const rank = (code: string) => {
    const index = FIRST.indexOf(code);
    return index === -1 ? FIRST.length : index;
  };
  countries.sort((a, b) => rank(a.countryCode) - rank(b.countryCode) || collator.compare(a.name, b.name));
  byLanguage.set(language, countries);
  return countries;
};
