import { columnsWidth, readColumns, ROW_CONTROL_WIDTH, writeColumns } from './listSettings';

describe('the stored column choices of a list', () => {
  afterEach(() => window.localStorage.clear());

  it('reads back what was written, under its own key per table', () => {
    writeColumns('asset-list', { uuid: { show: true }, name: { show: false, order: 2 } });
    expect(readColumns('asset-list')).toEqual({ uuid: { show: true }, name: { show: false, order: 2 } });
    expect(window.localStorage.getItem('tableColumns:asset-list')).not.toBeNull();
    expect(readColumns('scene-list')).toBeNull();
  });

  it('reads anything else as no choice', () => {
    for (const stored of ['not json', '[]', '"text"', '3', 'null', '{"uuid":true}', '{"uuid":[1]}']) {
      window.localStorage.setItem('tableColumns:asset-list', stored);
      expect(readColumns('asset-list')).toBeNull();
    }
  });
});

describe('the scroll width of a list', () => {
  it('sums the widths of the shown columns and the row control', () => {
    expect(columnsWidth([{ width: 170 }, { width: 100, hideInTable: true }, { width: 90 }, {}], ROW_CONTROL_WIDTH)).toBe(48 + 170 + 90);
    expect(columnsWidth([])).toBe(0);
  });
});
