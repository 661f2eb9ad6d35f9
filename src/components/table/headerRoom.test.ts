import { CUT_COLUMN_MIN, estimateWidth, FILTER_ROOM, SORTER_ROOM, withHeaderRoom } from './headerRoom';

const measure = (text: string) => estimateWidth(text, 14);

describe('withHeaderRoom', () => {
  it('widens a column whose title, icons and padding do not fit, and leaves one that fits', () => {
    const [number, name] = withHeaderRoom(
      [
        { title: 'Number', width: 70, sorter: true },
        { title: 'Name', width: 200 },
      ],
      measure,
      8,
    );
    expect(number.width).toBe(measure('Number') + SORTER_ROOM + 16 + 1);
    expect(number.width).toBeGreaterThan(70);
    expect(name.width).toBe(200);
  });

  it('makes room for a filter trigger, and counts CJK characters wide', () => {
    const [column] = withHeaderRoom([{ title: '\u76ee\u6807\u7248\u672c', width: 40, filters: [] }], measure, 16);
    expect(column.width).toBe(4 * 14 + FILTER_ROOM + 32 + 1);
  });

  it('leaves columns without a numeric width or a text title alone', () => {
    const columns = [{ title: 'Actions', width: '10%' }, { title: undefined, width: 10 }, { title: 'Company' }];
    expect(withHeaderRoom(columns, measure, 16)).toEqual(columns);
  });
});

describe('withHeaderRoom, the room taken from cut columns', () => {
  it('takes what a title needs from the columns that cut their text, in proportion, keeping the total', () => {
    const columns = [
      { title: 'Number', width: 60, sorter: true },
      { title: 'Company', width: 200, ellipsis: true },
      { title: 'Address', width: 300, ellipsis: true },
      { title: 'Model', width: 100 },
    ];
    const fitted = withHeaderRoom(columns, measure, 8);
    const total = (list: Array<{ width?: number | string }>) => list.reduce((sum, column) => sum + (column.width as number), 0);
    expect(fitted[0].width).toBe(measure('Number') + SORTER_ROOM + 16 + 1);
    expect(total(fitted)).toBe(total(columns));
    expect(fitted[1].width as number).toBeLessThan(200);
    expect(fitted[2].width as number).toBeLessThan(300);
    // the wider cut column gave more
    expect(300 - (fitted[2].width as number)).toBeGreaterThan(200 - (fitted[1].width as number) - 1);
    expect(fitted[3].width).toBe(100);
  });

  it('never cuts a column below its own title or the floor; what cannot be found widens the table', () => {
    const columns = [
      { title: 'A very long column title indeed', width: 40 },
      { title: 'Company', width: 90, ellipsis: true },
    ];
    const fitted = withHeaderRoom(columns, measure, 8);
    expect(fitted[1].width).toBe(Math.max(CUT_COLUMN_MIN, measure('Company') + 17));
    expect(fitted[0].width).toBe(measure('A very long column title indeed') + 17);
  });
});

describe('withHeaderRoom, a table fitted to its card', () => {
  const columns = [
    { title: 'Name', width: 200, ellipsis: true },
    { title: 'Path', width: 300, ellipsis: true },
    { title: 'Created', width: 170 },
    { title: 'Actions', width: 160 },
  ];
  const total = (list: Array<{ width?: number | string }>) => list.reduce((sum, column) => sum + (column.width as number), 0);

  it('takes what passes the card from the cut columns, so nothing runs under the fixed Actions', () => {
    const fitted = withHeaderRoom(columns, measure, 8, 700);
    expect(total(fitted)).toBe(700);
    expect(fitted[2].width).toBe(170);
    expect(fitted[3].width).toBe(160);
  });

  it('keeps the widths in a card wide enough, and scrolls what the cut columns cannot give', () => {
    expect(withHeaderRoom(columns, measure, 8, 2000)).toEqual(columns);
    const squeezed = withHeaderRoom(columns, measure, 8, 300);
    expect(squeezed[0].width).toBe(CUT_COLUMN_MIN);
    expect(squeezed[1].width).toBe(CUT_COLUMN_MIN);
    expect(total(squeezed)).toBeGreaterThan(300);
  });
});
