/**
 * THE export of every list: the ticked rows (section 5: a selection first),
 * or every row that matches the list's current filter, as one CSV
 * (src/utils/csv.ts) whose header row and cells are the words the table
 * shows: the columns' titles, and each cell as its column draws it (an
 * enumeration's label, a date in section 9's format in the user's time zone,
 * the dash of a missing value as an empty cell), all in the user's language.
 *
 * "All that match" reads the list's own pages through the list's own
 * request (the same service, filters, keyword and sort the table last asked
 * for), `EXPORT_PAGE_SIZE` rows at a time, and shows how far it got on its
 * button; a failed page ends it with the one message the request pipeline
 * has already shown, and nothing is saved. More than `EXPORT_ROWS_MAX`
 * matching rows are refused before anything is read: one message asks for
 * a narrower filter.
 *
 * A column whose cell is not text (a component drawing a tag or a badge)
 * gives its words in `texts`, by its dataIndex; a cell drawn as plain text
 * or as an element holding text (a tag, a link) is read as it is.
 *
 * A list whose file holds more than its rows (say, a row per part of each
 * row, read by another call) gives `expand`: the rows chosen (ticked, or all
 * that match) become the rows written, and `columns` are then the file's
 * (the table's and those of the parts). A failed call there ends the export
 * like a failed page: the pipeline's one message, nothing saved.
 */
import { CloudDownloadOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { saveCsv, type CsvCell } from '@/utils/csv';
import { EMPTY } from '@/utils/empty';
import { useTranslate } from '@/utils/translate';
import type { ListColumn } from './listColumns';
import type { TableFilter, TableParams, TableResult, TableSort } from './pageRequest';

/** Rows per page call of "export all": the most a page call gives (docs/api.md "Lists": pageSize 1-100). */
export const EXPORT_PAGE_SIZE = 100;
/** The most rows one "export all" writes (100 page calls). */
export const EXPORT_ROWS_MAX = 10_000;

export type ListRequest<Row> = (params: TableParams, sort?: TableSort, filter?: TableFilter) => Promise<TableResult<Row>>;

/** A column's cell text, by the column's dataIndex, where the table draws it with a component. */
export type ExportTexts<Row> = Readonly<Record<string, (row: Row) => CsvCell>>;

/** The text of what a table draws, or undefined where it is drawn by a component without text children. */
export function nodeText(node: unknown): string | undefined {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) {
    const parts = node.map(nodeText);
    return parts.some((part) => part === undefined) ? undefined : parts.filter(Boolean).join(' ');
  }
  if (isValidElement(node)) {
    const { children } = node.props as { children?: unknown };
    return children === undefined ? undefined : nodeText(children);
  }
  return undefined;
}

const isExported = <Row,>(column: ListColumn<Row>) => !column.hideInTable && column.valueType !== 'option';

/** A missing value (the table's dash) is an empty cell. */
const cellOf = (text: CsvCell): CsvCell => (text === EMPTY || text === '' ? null : text);

function plainCell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return cellOf(value);
  return cellOf(nodeText(value) ?? String(value));
}

/** The header row and the cells of `rows`: every column the table can show (whatever the column settings hide), in its order. */
export function exportTable<Row>(columns: ReadonlyArray<ListColumn<Row>>, rows: readonly Row[], texts: ExportTexts<Row> = {}) {
  const exported = columns.filter(isExported);
  const header = exported.map((column) => nodeText(column.title) ?? '');
  const cells = rows.map((row, index) =>
    exported.map((column): CsvCell => {
      const own = column.dataIndex !== undefined && Object.prototype.hasOwnProperty.call(texts, column.dataIndex) ? texts[column.dataIndex] : undefined;
      if (own) return cellOf(own(row));
      const value = column.dataIndex === undefined ? undefined : (row as Record<string, unknown>)[column.dataIndex];
      if (column.render) {
        const drawn = nodeText(column.render(value, row, index));
        if (drawn !== undefined) return cellOf(drawn);
      }
      return plainCell(value);
    }),
  );
  return { header, cells };
}

interface Query {
  params: TableParams;
  sort: TableSort;
  filter: TableFilter;
}

type Outcome<Row> = { rows: Row[] } | { failed: true } | { tooMany: number } | { stopped: true };

/**
 * Every row of the query's filter, page after page, each row once (a row moved to the next page
 * meanwhile is not written twice); stopped before the next page once `goOn` says no.
 */
export async function fetchAllRows<Row>(
  request: ListRequest<Row>,
  query: Query,
  rowKey: keyof Row,
  onProgress: (done: number, total: number) => void,
  goOn: () => boolean = () => true,
): Promise<Outcome<Row>> {
  // The table's own page and page size give way to the export's.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { current, pageSize, ...params } = query.params;
  const rows = new Map<unknown, Row>();
  const lastPage = Math.ceil(EXPORT_ROWS_MAX / EXPORT_PAGE_SIZE);
  for (let page = 1; page <= lastPage; page += 1) {
    if (!goOn()) return { stopped: true };
    const result = await request({ ...params, current: page, pageSize: EXPORT_PAGE_SIZE }, query.sort, query.filter);
    if (!result.success) return { failed: true };
    if (page === 1 && result.total > EXPORT_ROWS_MAX) return { tooMany: result.total };
    for (const row of result.data) if (!rows.has(row[rowKey])) rows.set(row[rowKey], row);
    onProgress(Math.min(rows.size, result.total), result.total);
    if (result.data.length < EXPORT_PAGE_SIZE || page * EXPORT_PAGE_SIZE >= result.total) break;
  }
  return { rows: [...rows.values()] };
}

export interface ListExportOptions<Row extends { id: string }> {
  /** The file's name before its time: `<name>_YYYYMMDD_HHmmss.csv`. */
  name: string;
  /** The list's columns, as the table is given them. */
  columns: ReadonlyArray<ListColumn<Row>>;
  /** The list's request: give the table the one this hook returns, so "all that match" reads the filter it shows. */
  request: ListRequest<Row>;
  texts?: ExportTexts<Row>;
  /** The list's rule for batch actions (useRowSelection). */
  withSelection: (action: (rows: Row[]) => void) => () => void;
  /** Whether the person may export (the screen's key): no buttons without it. */
  allowed: boolean;
  /**
   * The rows to write for the rows chosen, when they are not the same (e.g. a row per part of each row);
   * rejects (the pipeline has said why) to save nothing. Without it the chosen rows are written.
   */
  expand?: (rows: Row[]) => Promise<Row[]>;
}

export function useListExport<Row extends { id: string }>(options: ListExportOptions<Row>) {
  const latest = useRef(options);
  latest.current = options;
  const lastQuery = useRef<Query>({ params: {}, sort: {}, filter: {} });
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  /** The ticked rows being written (their expansion read). */
  const [saving, setSaving] = useState(false);
  const running = useRef(false);
  // Leaving the screen abandons an export of all: no file turns up on another screen.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const t = useTranslate();

  /** The rows as the table last loaded them: a ticked row is written as it shows now (say, disabled since it was ticked). */
  const shown = useRef(new Map<string, Row>());

  /** The table's request, remembering what it was last asked (the filter the list shows) and the rows it got. */
  const request = useCallback<ListRequest<Row>>(async (params, sort = {}, filter = {}) => {
    lastQuery.current = { params, sort, filter };
    const result = await latest.current.request(params, sort, filter);
    for (const row of result.data) shown.current.set(row.id, row);
    return result;
  }, []);

  /** Writes the chosen rows (expanded first, when the list says so); the count said is of the rows chosen. */
  const save = async (rows: Row[]) => {
    const { expand } = latest.current;
    let written = rows;
    if (expand) {
      try {
        written = await expand(rows);
      } catch {
        // The pipeline has shown why, once: nothing is saved.
        return;
      }
      if (!mounted.current) return;
    }
    const { header, cells } = exportTable(latest.current.columns, written, latest.current.texts);
    saveCsv(latest.current.name, header, cells);
    message.success(t('list.export.saved', { count: rows.length }));
  };

  /** The ticked rows, as the table shows them now; one export at a time. */
  const exportSelected = async (rows: Row[]) => {
    if (running.current) return;
    running.current = true;
    // Only an expansion takes time (a call): the button shows it is at work.
    const slow = latest.current.expand !== undefined;
    if (slow) setSaving(true);
    try {
      await save(rows.map((row) => shown.current.get(row.id) ?? row));
    } finally {
      running.current = false;
      if (slow && mounted.current) setSaving(false);
    }
  };

  const exportAll = async () => {
    if (running.current) return;
    running.current = true;
    setProgress({ done: 0, total: 0 });
    try {
      const outcome = await fetchAllRows(
        latest.current.request,
        lastQuery.current,
        'id',
        (done, total) => setProgress({ done, total }),
        () => mounted.current,
      );
      // A failed page: the pipeline has said why, once. Stopped: the screen is gone.
      if ('failed' in outcome || 'stopped' in outcome || !mounted.current) return;
      if ('tooMany' in outcome) {
        message.warning(t('list.export.tooMany', { total: outcome.tooMany, max: EXPORT_ROWS_MAX }));
        return;
      }
      if (outcome.rows.length === 0) {
        message.info(t('list.export.none'));
        return;
      }
      await save(outcome.rows);
    } finally {
      running.current = false;
      setProgress(undefined);
    }
  };

  const label = progress === undefined ? t('list.export.all') : progress.total === 0 ? t('list.export.running') : t('list.export.progress', progress);
  const buttons: ReactNode[] = options.allowed
    ? [
        <Button key="export" icon={<DownloadOutlined />} loading={saving} onClick={options.withSelection((rows) => void exportSelected(rows))} data-testid="export">
          {t('list.export')}
        </Button>,
        <Button key="export-all" icon={<CloudDownloadOutlined />} loading={progress !== undefined} onClick={() => void exportAll()} data-testid="export-all">
          {label}
        </Button>,
      ]
    : [];

  return { request, buttons };
}
