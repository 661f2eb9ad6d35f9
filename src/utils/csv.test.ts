import { csvOf } from '../../tests/exports';
import { csvCell, csvText, saveCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, and nothing as an empty cell', () => {
    expect(csvCell('Robot Demo Co.')).toBe('Robot Demo Co.');
    expect(csvCell('机器人演示公司')).toBe('机器人演示公司');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Shenzhen, Guangdong')).toBe('"Shenzhen, Guangdong"');
    expect(csvCell('the "fast" one')).toBe('"the ""fast"" one"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before a text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+86 138 0000 0000')).toBe("'+86 138 0000 0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    // Not at the start: an ordinary text.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvText', () => {
  it('starts with the UTF-8 byte-order mark and ends every line with CRLF', () => {
    const text = csvText(['名称', 'Count'], [['甲, 乙', 2], [null, '=x']]);
    expect(text).toBe('\uFEFF名称,Count\r\n"甲, 乙",2\r\n,\'=x\r\n');
  });

  it('saves as UTF-8 bytes with the BOM, named with the time', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (blobs.push(blob), 'blob:csv') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      expect(saveCsv('operation-logs', ['时间'], [['2026-11-03 04:05:06']], new Date(2026, 10, 3, 4, 5, 6))).toBe('operation-logs_20261103_040506.csv');
      expect(names).toEqual(['operation-logs_20261103_040506.csv']);
      expect(blobs[0].type).toBe('text/csv;charset=utf-8');
      const csv = await csvOf(blobs[0]);
      expect(csv.bom).toBe(true);
      expect(csv.text).toBe('时间\r\n2026-11-03 04:05:06\r\n');
    } finally {
      click.mockRestore();
    }
  });
});
