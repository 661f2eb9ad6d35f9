/**
 * A list's search form, laid out as ProTable's query filter was: as many
 * fields to a row as the width allows (1 to 4), the first row's fields and
 * the buttons shown, the rest kept (with their values) behind "Expand".
 * Query (or Enter in a field) hands the values over; Reset empties the
 * fields and hands over none. It is antd's horizontal form as `LeanForm`
 * draws it: a search has no rules, so the list does not load antd's form
 * machinery (rc-field-form and its validator) to keep a few values.
 */
import { DownOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Col, Row, Space, type InputProps, type GetProps, type SelectProps } from 'antd';
import { useState, type ReactNode } from 'react';
import useElementWidth from '@/components/useElementWidth';
import HeldPlace from '@/components/lean/HeldPlace';
import { LeanForm, LeanFormItem } from '@/components/lean/LeanForm';
import { Input } from '@/components/lean/LeanInput';
import { PlacedSelect } from '@/components/lean/placedSelect';
import { buttonLike } from '@/components/lean/buttonLike';
import { RangePickerWhenDrawn as RangePicker } from '@/components/lean/pickerWhenDrawn';
import { columnKey, type ListColumn } from './listColumns';
import { LIST_CLASS } from './listStyle';

/** [the form's width below which, fields to a row] (ProTable's breakpoints). */
const BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [
  [513, 1],
  [701, 2],
  [1352, 3],
];

/** Fields to a row at this width. */
export function fieldsPerRow(width: number): number {
  return BREAKPOINTS.find(([below]) => width < below)?.[1] ?? 4;
}

/** What a field is handed: the id its label points at (from its item), the value and its change. */
interface Control {
  id?: string;
  value?: unknown;
  onChange?: (...args: unknown[]) => void;
}

interface FieldProps<Row> extends Control {
  column: ListColumn<Row>;
  /** Out of sight (folded): a date range holds its place without loading the pickers. */
  folded: boolean;
  enter: string;
  choose: string;
}

/** A search field of the column's kind, with the column's field props; the control props reach the input. */
function Field<Row>({ column, folded, enter, choose, ...control }: FieldProps<Row>): ReactNode {
  const range = column.valueType === 'dateRange' || column.valueType === 'dateTimeRange';
  // A folded range keeps its value in the form; antd's pickers (with rc-picker, about 33 KB) load once it is shown.
  if (range && folded) return <HeldPlace placeholder={[choose, choose]} />;
  // The column's field props are written for the field its kind draws.
  const props = { style: { width: '100%' }, ...column.fieldProps, ...control };
  // A column may give its own field (a range a person reaches for: ./reachedRange.tsx).
  const Own = column.searchField;
  if (Own) return <Own placeholder={range ? [choose, choose] : choose} showTime={column.valueType === 'dateTimeRange' || undefined} {...props} />;
  switch (column.valueType) {
    case 'select':
      return <PlacedSelect allowClear showSearch optionFilterProp="label" placeholder={choose} {...(props as SelectProps)} />;
    case 'dateRange':
      return <RangePicker placeholder={[choose, choose]} {...(props as GetProps<typeof RangePicker>)} />;
    case 'dateTimeRange':
      return <RangePicker showTime placeholder={[choose, choose]} {...(props as GetProps<typeof RangePicker>)} />;
    default:
      return <Input allowClear placeholder={enter} {...(props as InputProps)} />;
  }
}

/** The value a field's change carries: an input's event gives its text, a select or a picker its value (as antd's Form.Item takes it). */
function changedValue(first: unknown): unknown {
  const target = (first as { target?: unknown } | null)?.target;
  return target && typeof target === 'object' && 'value' in target ? (target as { value: unknown }).value : first;
}

export interface ListSearchProps<Row> {
  columns: ListColumn<Row>[];
  onSearch: (values: Record<string, unknown>) => void;
  /** Starts with only the first row shown (true unless said). */
  defaultCollapsed?: boolean;
}

export default function ListSearch<Row>({ columns, onSearch, defaultCollapsed = true }: ListSearchProps<Row>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [holder, width] = useElementWidth<HTMLDivElement>();
  const perRow = fieldsPerRow(width);
  const span = 24 / perRow;
  // One row holds the first fields and the buttons; more fields than that can be folded away.
  const firstRow = Math.max(1, perRow - 1);
  const foldable = columns.length > firstRow;
  const shown = collapsed && foldable ? firstRow : columns.length;
  // The buttons take the last place of the last row.
  const offset = (24 - ((shown * span) % 24) - span + 24) % 24;
  const [enter, choose] = [t('list.enter'), t('list.choose')];
  const names = columns.map((column, index) => columnKey(column, index));
  // Every field is named in what a search hands over, an empty one as undefined (as antd's form handed it).
  const search = () => onSearch(Object.fromEntries(names.map((name) => [name, values[name]])));
  const bind = (name: string) => ({ value: values[name], onChange: (first: unknown) => setValues((current) => ({ ...current, [name]: changedValue(first) })) });

  return (
    <div ref={holder} className={`${LIST_CLASS}-search`}>
      <LeanForm layout="horizontal" autoComplete="off" onSubmit={search}>
        <Row gutter={24} className={`${LIST_CLASS}-search-row`}>
          {columns.map((column, index) => {
            const name = names[index];
            // Folded fields stay in the form (their values still count), out of sight.
            return index < shown ? (
              <Col key={name} span={span}>
                <LeanFormItem id={name} label={column.title as ReactNode}>
                  <Field column={column} folded={false} enter={enter} choose={choose} {...bind(name)} />
                </LeanFormItem>
              </Col>
            ) : (
              <LeanFormItem key={name} id={name} label={column.title as ReactNode} hidden>
                <Field column={column} folded enter={enter} choose={choose} {...bind(name)} />
              </LeanFormItem>
            );
          })}
          <Col span={span} offset={offset} style={{ textAlign: 'end' }}>
            <LeanFormItem label=" " colon={false}>
              <Space size={16}>
                <Space>
                  <Button
                    onClick={() => {
                      setValues({});
                      onSearch({});
                    }}
                  >
                    {t('list.reset')}
                  </Button>
                  <Button type="primary" htmlType="submit">
                    {t('list.query')}
                  </Button>
                </Space>
                {foldable && (
                  <a className={`${LIST_CLASS}-search-fold`} onClick={() => setCollapsed((value) => !value)} aria-expanded={!collapsed} {...buttonLike()}>
                    {t(collapsed ? 'list.expand' : 'list.collapse')}
                    <DownOutlined aria-hidden style={{ marginInlineStart: '0.5em', transition: '0.3s all', transform: `rotate(${collapsed ? 0 : 0.5}turn)` }} />
                  </a>
                )}
              </Space>
            </LeanFormItem>
          </Col>
        </Row>
      </LeanForm>
    </div>
  );
}
