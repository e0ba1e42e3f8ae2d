// CSV of what a staff list shows (issue 16): RFC 4180 quoting, and no cell a spreadsheet would run
// as a formula: one starting with = + - @ (or a tab or carriage return, which some strip first) is
// prefixed by an apostrophe (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text as a spreadsheet shows it, never a formula. */
export const csvCell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A header row and the rows, CRLF-separated, with a BOM so spreadsheets read UTF-8. */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
