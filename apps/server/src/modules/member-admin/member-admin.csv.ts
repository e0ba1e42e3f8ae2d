// CSV exports of the back office's lists: a header row, RFC 4180 quoting, and cells a spreadsheet
// would run as a formula (= + - @, tab, carriage return first) made text with a leading '.

const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The rows as CSV with `columns` (key and header) in order; lines end with CRLF. */
export const toCsv = <Row extends Record<string, unknown>>(
  columns: readonly (readonly [keyof Row & string, string])[],
  rows: readonly Row[],
): string => {
  const lines = [columns.map(([, header]) => cell(header)).join(',')];
  for (const row of rows) lines.push(columns.map(([key]) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
};
