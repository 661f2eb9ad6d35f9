/**
 * One server-paged list's state, without ProTable: the page a person is on,
 * its rows and the total, loaded through a `.../page` call (docs/api.md
 * "Lists"). A new call starts again from page 1: another record with no
 * rows, another search of the same list (`keepRows`) with the rows shown
 * until the answer replaces them. While `polling` is set the shown page is
 * loaded again that often (at least `MIN_POLL_MS`), quietly, once the
 * previous answer is in. An answer that arrives after a newer request was
 * made is dropped. A failed call has been shown once by the pipeline: the
 * rows already shown stay.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type Page, type PageQuery } from '@/services/types/list';

/** The shortest polling interval: a shorter one is taken as this. */
export const MIN_POLL_MS = 2000;

export interface ServerPage<Row> {
  rows: Row[];
  total: number;
  /** A load a person waits for (not a quiet reload while polling). */
  loading: boolean;
  pageNumber: number;
  pageSize: number;
  /** Goes to a page (and a page size): loads it. */
  goTo: (pageNumber: number, pageSize: number) => void;
  /** Loads the shown page again (after a change a person made). */
  reload: () => void;
}

export interface ServerPageOptions<Row> {
  /** Reloads the shown page this often (ms, at least `MIN_POLL_MS`) while set (and not 0); a function decides from the rows shown. */
  polling?: number | ((rows: Row[]) => number);
  /** The first page size (`DEFAULT_PAGE_SIZE` unless said). */
  pageSize?: number;
  /** A new call keeps the rows shown until its answer arrives (a new search of the same list). */
  keepRows?: boolean;
}

interface Shown<Row> {
  rows: Row[];
  total: number;
}

export function useServerPage<Row>(
  fetchPage: (query: PageQuery) => Promise<Page<Row>>,
  { polling, pageSize = DEFAULT_PAGE_SIZE, keepRows = false }: ServerPageOptions<Row> = {},
): ServerPage<Row> {
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize });
  const [shown, setShown] = useState<Shown<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  // Another call: page 1 (and no rows for another record), decided while rendering so no stale row is ever drawn with it.
  const [call, setCall] = useState(() => fetchPage);
  if (call !== fetchPage) {
    setCall(() => fetchPage);
    setPaging((current) => ({ ...current, pageNumber: 1 }));
    if (!keepRows) setShown({ rows: [], total: 0 });
  }
  const latest = useRef(0);

  const load = useCallback(
    async (quiet: boolean) => {
      const ticket = ++latest.current;
      if (!quiet) setLoading(true);
      try {
        const page = await fetchPage({ pageNumber: paging.pageNumber, pageSize: paging.pageSize });
        if (ticket === latest.current) setShown({ rows: page.items, total: page.totalCount });
      } catch {
        // shown once by the pipeline; the rows shown stay
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [fetchPage, paging.pageNumber, paging.pageSize],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const every = typeof polling === 'function' ? polling(shown.rows) : polling;
  useEffect(() => {
    if (!every) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      await load(true);
      if (!stopped) timer = setTimeout(tick, Math.max(every, MIN_POLL_MS));
    };
    timer = setTimeout(tick, Math.max(every, MIN_POLL_MS));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load, every]);

  const goTo = useCallback((pageNumber: number, size: number) => setPaging({ pageNumber, pageSize: size }), []);
  const reload = useCallback(() => void load(false), [load]);
  return { ...shown, loading, ...paging, goTo, reload };
}
