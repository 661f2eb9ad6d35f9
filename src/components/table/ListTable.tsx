/**
 * A full list screen's table without ProTable: the search form its columns
 * give, the toolbar (keyword box, the screen's buttons, reload, density,
 * column settings), the selection bar and antd's Table, paged, sorted and
 * filtered on the server through the screen's `request` (pageRequest's
 * adapter: ProTable's calling shape, so the screens' requests stay as they
 * were). It draws what ProTable drew for the props the console uses, with
 * ProTable's spacing (listStyle.ts), and loads about a third of its bytes
 * (docs/performance.md, 'Byte budgets').
 *
 * A search, keyword, sort, column filter or `params` change goes back to
 * page 1 and keeps the rows shown until the answer; `actionRef.reload()`
 * loads the shown page again. With `tableAfterPaint` the table itself
 * mounts in a transition after the rest, while its first page is on its way.
 *
 * A list with a search form keeps its search (the form's fields and the
 * keyword) in the address, as screens keep their tab there
 * (searchAddress.ts): opened with `?<field>=<value>` it shows the value in
 * its field and its first request carries it; a search writes the address;
 * a new address (a link followed, Back) searches again.
 */
import { useIntl } from '@umijs/max';
import { useMountAfterPaint } from '@/components/useMountAfterPaint';
import { Button, Space, Table, type TableProps } from 'antd';
import { useCallback, useImperativeHandle, useMemo, useRef, useState, type ChangeEvent, type MutableRefObject, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, type PageQuery } from '@/services/types/list';
import ListSearch from './ListSearch';
import ListToolbar, { type Density, type ListOptions } from './ListToolbar';
import useElementWidth from '@/components/useElementWidth';
import { scrollFor, useHeaderRoom } from './headerRoom';
import { ROW_CONTROL_WIDTH } from './listSettings';
import { columnKey, searchColumns, tableColumns, type ListColumn } from './listColumns';
import { LIST_CLASS, useListStyle } from './listStyle';
import type { ColumnsMap } from './listSettings';
import type { TableFilter, TableParams, TableResult, TableSort } from './pageRequest';
import { emptyWhileLoading } from './emptyWhileLoading';
import { serverPager } from './pager';
import { useServerPage } from './useServerPage';
import { pushAddressQuery, readSearch, useAddressQuery, writeSearch, type SearchFields, type SearchValues } from './searchAddress';

/** What a screen can ask of its list. */
export interface ListAction {
  /** Loads the shown page again. */
  reload: () => void;
}

export interface SelectionBar {
  selectedRowKeys: React.Key[];
  onCleanSelected: () => void;
}

/** ListTable's props; antd Table's `scroll`, `virtual`, `expandable`, `rowClassName` and `locale` pass through. */
export type ListTableProps<Row extends object> = {
  /** The field that names a row. */
  rowKey: keyof Row & string;
  columns: ListColumn<Row>[];
  request: (params: TableParams, sort: TableSort, filter: TableFilter) => Promise<TableResult<Row>>;
  /** More values for each call; a change goes back to page 1. */
  params?: Record<string, unknown>;
  actionRef?: MutableRefObject<ListAction | undefined>;
  /** The columns shown, when the screen keeps them (listTable.ts `useStoredColumns`). */
  columnsState?: {
    value: ColumnsMap;
    onChange: (next: ColumnsMap) => void;
    defaultValue: ColumnsMap;
  };
  /** The search form (from the columns), or none. */
  search?: false | { defaultCollapsed?: boolean };
  /** The toolbar's options; reload, density and column settings unless said. */
  options?: ListOptions | false;
  pagination?: {
    defaultPageSize?: number;
    showSizeChanger?: boolean;
    pageSizeOptions?: string[];
  };
  headerTitle?: ReactNode;
  toolBarRender?: () => ReactNode[];
  rowSelection?: TableProps<Row>['rowSelection'];
  /** The selection bar's text; "n selected · Clear selection" unless said. */
  tableAlertRender?: (bar: SelectionBar) => ReactNode;
  /** Reloads the shown page this often (ms, at least 2 s) while set and not 0; a function decides from the rows shown. */
  polling?: number | ((rows: Row[]) => number);
  /** The first density; 'middle' unless said. */
  size?: Density;
  /**
   * The table (the screen's heaviest first render) mounts in a transition right after the rest
   * of the list, in slices instead of one long task; the first page's call starts with the list,
   * not after the table has rendered.
   */
  tableAfterPaint?: boolean;
  'data-testid'?: string;
} & Pick<TableProps<Row>, 'scroll' | 'virtual' | 'expandable' | 'rowClassName' | 'locale'>;

const DEFAULT_OPTIONS: ListOptions = {
  reload: true,
  density: true,
  setting: true,
};

interface Query extends SearchValues {
  sort: TableSort;
  filter: TableFilter;
  /** The address's search these values were taken from (its key), when the list keeps its search there. */
  address?: string;
}

const keyOf = (values: SearchValues) => JSON.stringify([values.form, values.keyword ?? '']);

type CheckboxProps = ReturnType<NonNullable<NonNullable<TableProps<unknown>['rowSelection']>['getCheckboxProps']>>;
/** A row checkbox's props with its name (antd hands them to the input; its type leaves aria attributes out). */
const namedCheckbox = (label: string) => ({ 'aria-label': label }) as CheckboxProps;

export default function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { columns, request, params, actionRef, columnsState, search, options = DEFAULT_OPTIONS, pagination, rowSelection } = props;
  const intl = useIntl();
  const hashId = useListStyle();
  const fields = useMemo(() => searchColumns(columns), [columns]);
  const keywordBox = options !== false && options.search ? options.search : undefined;
  // The list's search in the address (a list without a search form, e.g. in a dialog, leaves the address alone).
  const addressQuery = useAddressQuery();
  const addressed = addressQuery !== undefined && search !== false && fields.length > 0;
  const searchFields: SearchFields = useMemo(
    () => ({
      fields,
      keyword: keywordBox
        ? {
            maxLength: typeof keywordBox.maxLength === 'number' ? keywordBox.maxLength : undefined,
          }
        : undefined,
    }),
    [fields, keywordBox],
  );
  const fromAddress = useMemo(
    () => (addressed ? readSearch(new URLSearchParams(addressQuery), searchFields) : undefined),
    [addressed, addressQuery, searchFields],
  );
  const addressKey = fromAddress && keyOf(fromAddress);
  const [query, setQuery] = useState<Query>(() => ({
    form: {},
    ...fromAddress,
    address: addressKey,
    sort: {},
    filter: {},
  }));
  // A new address (a link followed, Back) is a new search, decided while rendering so the old one is never requested again.
  if (fromAddress && addressKey !== query.address) {
    setQuery((current) => ({
      ...current,
      form: fromAddress.form,
      keyword: fromAddress.keyword,
      address: addressKey,
    }));
  }
  // The keyword box shows the keyword searched by (from the address too) until a person types another.
  const [keywordDraft, setKeywordDraft] = useState({
    searched: query.keyword,
    text: query.keyword ?? '',
  });
  if (keywordDraft.searched !== query.keyword) setKeywordDraft({ searched: query.keyword, text: query.keyword ?? '' });
  const [density, setDensity] = useState<Density>(props.size ?? 'middle');
  const [ownColumns, setOwnColumns] = useState<ColumnsMap>({});
  const shownState = columnsState?.value ?? ownColumns;
  const setShownState = columnsState?.onChange ?? setOwnColumns;

  // The latest request is used, as ProTable did: a screen may pass a new function at every render
  // (one that closes over its state) without that reloading the list.
  const latestRequest = useRef(request);
  latestRequest.current = request;
  // A new query (or new params) is a new call: useServerPage goes back to page 1 for it.
  const paramsKey = JSON.stringify(params ?? {});
  const fetchPage = useMemo(
    () =>
      async ({ pageNumber, pageSize }: PageQuery) => {
        const values: TableParams = {
          ...query.form,
          keyword: query.keyword,
          ...(JSON.parse(paramsKey) as Record<string, unknown>),
        };
        const result = await latestRequest.current({ current: pageNumber, pageSize, ...values }, query.sort, query.filter);
        return { items: result.data, totalCount: result.total };
      },
    [query, paramsKey],
  );
  // Without a page size of its own a list shows section 9's default (10).
  const page = useServerPage(fetchPage, {
    polling: props.polling,
    pageSize: pagination?.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    keepRows: true,
  });

  const painted = useMountAfterPaint();
  const clearSelected = useCallback(() => rowSelection?.onChange?.([], [], { type: 'none' }), [rowSelection]);
  useImperativeHandle(actionRef, () => ({ reload: page.reload }), [page.reload]);

  const listedColumns = useMemo(() => tableColumns(columns, shownState), [columns, shownState]);
  // Every column at least as wide as its title (no header broken inside a word), the table fitted to its card
  // where the cut columns can give the room (nothing under the fixed Actions until the card is too narrow).
  const [tableBox, boxWidth] = useElementWidth<HTMLDivElement>();
  const controls = (rowSelection ? ROW_CONTROL_WIDTH : 0) + (props.expandable ? ROW_CONTROL_WIDTH : 0);
  const shownColumns = useHeaderRoom(listedColumns, density, boxWidth > controls ? boxWidth - controls : 0);
  const scroll = useMemo(() => scrollFor(props.scroll, listedColumns, shownColumns), [props.scroll, listedColumns, shownColumns]);
  const choices = useMemo(
    () =>
      columns.flatMap((column, index) =>
        column.hideInTable
          ? []
          : [
              {
                key: columnKey(column, index),
                title: column.title as ReactNode,
              },
            ],
      ),
    [columns],
  );

  const selected = rowSelection?.selectedRowKeys ?? [];
  const bar: SelectionBar = {
    selectedRowKeys: selected,
    onCleanSelected: clearSelected,
  };
  const hasToolbar = options !== false || props.headerTitle !== undefined || props.toolBarRender !== undefined;

  /** A search (the form's or the keyword's): a new call from page 1, written to the address when the list keeps it there. */
  const searchBy = (values: SearchValues) => {
    if (!addressed) {
      setQuery((current) => ({ ...current, ...values }));
      return;
    }
    const current = new URLSearchParams(addressQuery);
    const next = writeSearch(current, searchFields, values);
    // What the address will say is what is searched by now: its arrival then asks nothing more.
    const written = readSearch(next, searchFields);
    setQuery((shown) => ({
      ...shown,
      form: written.form,
      keyword: written.keyword,
      address: keyOf(written),
    }));
    if (next.toString() !== current.toString()) pushAddressQuery(next);
  };
  const toolbarOptions: ListOptions | false =
    options !== false && keywordBox
      ? {
          ...options,
          search: {
            ...keywordBox,
            value: keywordDraft.text,
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              const text = event.target.value;
              setKeywordDraft((draft) => ({ ...draft, text }));
            },
          },
        }
      : options;

  return (
    <div className={`${LIST_CLASS} ${hashId}`}>
      {search !== false && fields.length > 0 && (
        <ListSearch
          columns={fields}
          values={query.form}
          defaultCollapsed={search?.defaultCollapsed}
          onSearch={(form) => searchBy({ form, keyword: query.keyword })}
        />
      )}
      <div className={`${LIST_CLASS}-card`} style={hasToolbar ? undefined : { padding: 0 }}>
        {hasToolbar && (
          <ListToolbar
            title={props.headerTitle}
            actions={props.toolBarRender?.()}
            options={toolbarOptions}
            onKeyword={(keyword) =>
              searchBy({
                form: query.form,
                keyword: keyword.trim() || undefined,
              })
            }
            onReload={page.reload}
            density={density}
            onDensity={setDensity}
            columns={{
              choices,
              state: shownState,
              onChange: setShownState,
              onReset: () => setShownState(columnsState?.defaultValue ?? {}),
            }}
            hashId={hashId}
          />
        )}
        {rowSelection && selected.length > 0 && (
          <div className={`${LIST_CLASS}-alert`}>
            {props.tableAlertRender ? (
              props.tableAlertRender(bar)
            ) : (
              <Space>
                {intl.formatMessage({ id: 'list.selected' }, { count: selected.length })}
                <Button type="link" size="small" onClick={clearSelected}>
                  {intl.formatMessage({ id: 'list.clearSelection' })}
                </Button>
              </Space>
            )}
          </div>
        )}
        {/* The table's room on screen (the columns fit it where they can), measured before the table is drawn. */}
        <div ref={tableBox}>
          {(painted || !props.tableAfterPaint) && (
            <Table<Row>
              rowKey={props.rowKey}
              size={density}
              columns={shownColumns}
              dataSource={page.rows}
              loading={page.loading}
              // Each row's checkbox is named for assistive technology (antd names only the header's).
              rowSelection={
                rowSelection && {
                  getCheckboxProps: () => namedCheckbox(intl.formatMessage({ id: 'list.selectRow' })),
                  ...rowSelection,
                }
              }
              scroll={scroll}
              virtual={props.virtual}
              expandable={props.expandable}
              rowClassName={props.rowClassName}
              locale={emptyWhileLoading(props.locale, page.loading)}
              pagination={serverPager(page, intl, {
                showSizeChanger: pagination?.showSizeChanger,
                pageSizeOptions: pagination?.pageSizeOptions,
              })}
              onChange={(paging, filters, sorter, { action }) => {
                if (action === 'paginate') {
                  page.goTo(paging.current ?? 1, paging.pageSize ?? page.pageSize);
                  return;
                }
                const active = Array.isArray(sorter) ? sorter[0] : sorter;
                const sort: TableSort = active?.order && active.columnKey !== undefined ? { [String(active.columnKey)]: active.order } : {};
                setQuery((current) => ({
                  ...current,
                  sort,
                  filter: filters as TableFilter,
                }));
              }}
              data-testid={props['data-testid']}
            />
          )}
        </div>
      </div>
    </div>
  );
}
