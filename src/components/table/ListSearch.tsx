/**
 * A list's search form, laid out as ProTable's query filter was: as many
 * fields to a row as the width allows (1 to 4), the first row's fields and
 * the buttons shown, the rest kept (with their values) behind "Expand".
 * Query (or Enter in a field) hands the values over; Reset empties the
 * fields and hands over none. The fields show `values`, the search the list
 * is on (from the address too: searchAddress.ts), and show them anew when it
 * changes; a folded field given a value unfolds the form, so that every
 * value searched by is in sight.
 */
import { DownOutlined, SwapRightOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Col, ConfigProvider, DatePicker, Form, Input, Row, Select, Space, type GetProps, type InputProps, type SelectProps } from 'antd';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import useElementWidth from '@/components/useElementWidth';
import { useTranslate } from '@/utils/translate';
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

type RangeProps = GetProps<typeof DatePicker.RangePicker>;

/** antd's arrow between a range's two inputs, named in the person's language (antd names it "to" in every language). */
function RangeSeparator() {
  const intl = useIntl();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return (
    <span aria-label={intl.formatMessage({ id: 'list.rangeTo' })} className={getPrefixCls('picker-separator')}>
      <SwapRightOutlined />
    </span>
  );
}

interface FieldProps<Row> extends Control {
  column: ListColumn<Row>;
  enter: string;
  choose: string;
}

/** A search field of the column's kind, with the column's field props; the control props reach the input. */
function Field<Row>({ column, enter, choose, ...control }: FieldProps<Row>): ReactNode {
  // The column's field props are written for the field its kind draws.
  const props = { style: { width: '100%' }, ...column.fieldProps, ...control };
  switch (column.valueType) {
    case 'select':
      return <Select allowClear showSearch optionFilterProp="label" placeholder={choose} {...(props as SelectProps)} />;
    case 'dateRange':
      return <DatePicker.RangePicker placeholder={[choose, choose]} separator={<RangeSeparator />} {...(props as RangeProps)} />;
    case 'dateTimeRange':
      return <DatePicker.RangePicker showTime placeholder={[choose, choose]} separator={<RangeSeparator />} {...(props as RangeProps)} />;
    default:
      return <Input allowClear placeholder={enter} {...(props as InputProps)} />;
  }
}

export interface ListSearchProps<Row> {
  columns: ListColumn<Row>[];
  /** The search the list is on, by field name: the fields show it. */
  values?: Record<string, unknown>;
  onSearch: (values: Record<string, unknown>) => void;
  /** Starts with only the first row shown (true unless said). */
  defaultCollapsed?: boolean;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export default function ListSearch<Row>({ columns, values = {}, onSearch, defaultCollapsed = true }: ListSearchProps<Row>) {
  const t = useTranslate();
  const [form] = Form.useForm<Record<string, unknown>>();
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
  // Every field is named in what a search hands over, an empty one as undefined.
  const search = () => onSearch(Object.fromEntries(names.map((name) => [name, form.getFieldValue(name) as unknown])));
  const emptied = () => Object.fromEntries(names.map((name) => [name, undefined]));

  // The search shown anew (a link, Back, or the values just searched by) is what every field shows.
  const valuesKey = JSON.stringify(names.map((name) => values[name] ?? null));
  useEffect(() => {
    form.setFieldsValue({ ...emptied(), ...values } as Parameters<typeof form.setFieldsValue>[0]);
    // by the values' content: a new object of the same search leaves what a person is typing alone
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, valuesKey]);
  // A value searched by stays in sight: a folded field holding one unfolds the form (once its width is known).
  const lastWithValue = names.reduce((last, name, index) => (isBlank(values[name]) ? last : index), -1);
  useEffect(() => {
    if (width > 0 && lastWithValue >= firstRow) setCollapsed(false);
  }, [valuesKey, width, firstRow, lastWithValue]);

  return (
    <div ref={holder} className={`${LIST_CLASS}-search`}>
      <Form form={form} layout="horizontal" autoComplete="off" onFinish={search} initialValues={values}>
        <Row gutter={24} className={`${LIST_CLASS}-search-row`}>
          {columns.map((column, index) => {
            const name = names[index];
            // Folded fields stay in the form (their values still count), out of sight.
            return index < shown ? (
              <Col key={name} span={span}>
                <Form.Item name={name} label={column.title as ReactNode}>
                  <Field column={column} enter={enter} choose={choose} />
                </Form.Item>
              </Col>
            ) : (
              <Form.Item key={name} name={name} label={column.title as ReactNode} hidden>
                <Field column={column} enter={enter} choose={choose} />
              </Form.Item>
            );
          })}
          <Col span={span} offset={offset} style={{ textAlign: 'end' }}>
            <Form.Item label=" " colon={false}>
              <Space size={16}>
                <Space>
                  <Button
                    onClick={() => {
                      // Emptied, not reset: a reset would bring back the values the form was first drawn with.
                      form.setFieldsValue(emptied());
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
                  <Button type="link" className={`${LIST_CLASS}-search-fold`} onClick={() => setCollapsed((value) => !value)} aria-expanded={!collapsed}>
                    {t(collapsed ? 'list.expand' : 'list.collapse')}
                    <DownOutlined aria-hidden style={{ marginInlineStart: '0.5em', transition: '0.3s all', transform: `rotate(${collapsed ? 0 : 0.5}turn)` }} />
                  </Button>
                )}
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
