/**
 * One server-paged list's state, without ProTable: the page a person is on,
 * its rows and the total, loaded through a `.../page` call (docs/api.md
 * "Lists"). A new call (another record) starts again from page 1 with no
 * rows; while `polling` is set the shown page is loaded again that often
 * (at least `MIN_POLL_MS`), quietly, once the previous answer is in. An
 * answer that arrives after a newer request was made is dropped. A failed
 * call has been shown once by the pipeline: the rows already shown stay.
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
}

interface Shown<Row> {
  rows: Row[];
  total: number;
}

export function useServerPage<Row>(fetchPage: (query: PageQuery) => Promise<Page<Row>>, polling?: number): ServerPage<Row> {
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [shown, setShown] = useState<Shown<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  // Another record: page 1 and no rows, decided while rendering so no stale row is ever drawn with it.
  const [call, setCall] = useState(() => fetchPage);
  if (call !== fetchPage) {
    setCall(() => fetchPage);
    setPaging((current) => ({ ...current, pageNumber: 1 }));
    setShown({ rows: [], total: 0 });
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

  useEffect(() => {
    if (!polling) return undefined;
    const every = Math.max(polling, MIN_POLL_MS);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      await load(true);
      if (!stopped) timer = setTimeout(tick, every);
    };
    timer = setTimeout(tick, every);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load, polling]);

  const goTo = useCallback((pageNumber: number, pageSize: number) => setPaging({ pageNumber, pageSize }), []);
  return { ...shown, loading, ...paging, goTo };
}
