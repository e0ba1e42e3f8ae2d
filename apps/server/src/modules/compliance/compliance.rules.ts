// Pure rules of the compliance module (decision 038): name matching, the filing deadline, the
// screening list's CSV. No database, no clock of their own.

/**
 * A name as the screening list compares it: lower case, accents and punctuation removed, words
 * sorted, so "DELA CRUZ, Juan" and "juan dela cruz" meet. Equal keys are a hit for staff to review,
 * not a verdict: false positives are cleared in the queue.
 */
export const nameKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * The deadline `days` working days after `from` (Monday to Friday, Manila time). Public holidays
 * are not counted out: the AMLC's calendar is not in the product (decision 038), so the deadline
 * can only be earlier than the real one, never later.
 */
export const workingDaysAfter = (from: Date, days: number): Date => {
  const manilaOffsetMs = 8 * 3_600_000;
  const at = new Date(from.getTime() + manilaOffsetMs);
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const day = at.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return new Date(at.getTime() - manilaOffsetMs);
};

export type ScreeningRow = { fullName: string; birthday: string | null; reference: string | null };
export type ScreeningCsv = { rows: ScreeningRow[]; errors: { line: number; reason: string }[] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** One CSV line into fields: commas, double quotes around a field, "" for a quote inside one. */
const fieldsOf = (line: string): string[] | null => {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current === '') quoted = true;
    else if (char === ',') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  if (quoted) return null;
  fields.push(current);
  return fields;
};

/**
 * The operator's screening list: a header line `full_name,birthday,reference` (birthday
 * YYYY-MM-DD or empty, reference any id of the source list or empty), then one person a line.
 * Every bad line is reported with its number; the caller imports nothing when there is one.
 */
export const parseScreeningCsv = (csv: string, maxRows: number): ScreeningCsv => {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (fieldsOf(lines[0] ?? '') ?? []).map((field) => field.trim().toLowerCase());
  const errors: ScreeningCsv['errors'] = [];
  if (header.join(',') !== 'full_name,birthday,reference') {
    return { rows: [], errors: [{ line: 1, reason: 'the first line must be: full_name,birthday,reference' }] };
  }
  const rows: ScreeningRow[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const number = index + 1;
    if (line.trim() === '') continue;
    const fields = fieldsOf(line);
    if (!fields || fields.length !== 3) {
      errors.push({ line: number, reason: 'needs exactly 3 fields: full_name,birthday,reference' });
      continue;
    }
    const [fullName = '', birthday = '', reference = ''] = fields.map((field) => field.trim());
    if (nameKey(fullName) === '' || fullName.length > 200) {
      errors.push({ line: number, reason: 'full_name is empty or longer than 200 characters' });
      continue;
    }
    if (birthday !== '' && !isRealDate(birthday)) {
      errors.push({ line: number, reason: 'birthday must be a date as YYYY-MM-DD, or empty' });
      continue;
    }
    if (reference.length > 100) {
      errors.push({ line: number, reason: 'reference is longer than 100 characters' });
      continue;
    }
    rows.push({ fullName, birthday: birthday || null, reference: reference || null });
  }
  if (rows.length > maxRows) errors.push({ line: 0, reason: `more than ${maxRows} people in one list` });
  return { rows, errors: errors.slice(0, 100) };
};

/** One CSV field, quoted when it must be; a leading = + - @ is neutralised (spreadsheet formulas). */
export const csvField = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
