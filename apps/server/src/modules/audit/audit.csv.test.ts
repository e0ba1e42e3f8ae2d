import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from './audit.csv';

describe('csvCell', () => {
  it('should prefix a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('should quote commas, quotes and line breaks, and write objects as JSON', () => {
    expect(csvCell('a,"b"')).toBe(`"a,""b"""`);
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell({ a: 1 })).toBe(`"{""a"":1}"`);
  });

  it('should write a header row and CRLF rows after a BOM', () => {
    expect(toCsv(['a', 'b'], [[1, '=x']])).toBe("\uFEFFa,b\r\n1,'=x\r\n");
  });
});
