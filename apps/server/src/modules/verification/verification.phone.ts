import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type NormalizedPhone = {
  /** Country calling code, digits only: "63". */
  dialingCode: string;
  /** National significant number, without a trunk 0: "9171234567". */
  national: string;
  e164: string;
  /** How codes and members key a number: "63:9171234567". */
  key: string;
};

/**
 * A mobile number as the portal stores it, or null when it is not a valid mobile number for its
 * country ("09171234567" and "9171234567" with 63 are the same number).
 */
export const normalizeMobile = (dialingCode: string, mobile: string): NormalizedPhone | null => {
  const digits = mobile.replace(/[\s-]/g, '');
  const parsed = parsePhoneNumberFromString(`+${dialingCode}${digits.replace(/^0+/, '')}`);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  const national = String(parsed.nationalNumber);
  return {
    dialingCode: String(parsed.countryCallingCode),
    national,
    e164: parsed.number,
    key: `${parsed.countryCallingCode}:${national}`,
  };
};
