/**
 * antd's RangePicker for a list's search form, loaded when a person first reaches for it (a
 * pointer over it, a press, focus), its place held meanwhile as antd draws it: two read-only
 * inputs, the arrow between them and the calendar, with the picker's style. A list whose first row
 * shows a date range gives its column this field (`searchField`), so antd's pickers (rc-picker,
 * about 26 KB gzip) leave its cold load; the module is its own, so that the lists without one do
 * not carry the picker's style.
 */
import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { ConfigContext } from 'antd/es/config-provider';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import type { RangePickerProps } from 'antd/es/date-picker';
import usePickerStyle from 'antd/es/date-picker/style';
import { useContext, type ComponentType } from 'react';
import { cx } from '@/components/lean/cx';
import { typing, type PlaceProps } from '@/components/lean/HeldPlace';
import { reachedField, type FieldProps } from '@/components/lean/reachedFields';

/**
 * The arrow between a range's two inputs, as antd draws it, but named in the person's language: antd names it "to" in
 * every language.
 */
function RangeSeparator({ prefixCls }: { prefixCls: string }) {
  const intl = useIntl();
  return (
    <span aria-label={intl.formatMessage({ id: 'list.rangeTo' })} className={`${prefixCls}-separator`}>
      <SwapRightOutlined />
    </span>
  );
}

/**
 * The place antd's range picker holds until reached: its markup (two read-only inputs, the arrow
 * between them, the calendar) with its style, so the first row of a list's search form looks as
 * it will. A press or focus on either input reaches the field.
 */
function RangePlace({ id, placeholder, disabled, style, className, onNear, onReach, onType, showTime }: PlaceProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('picker');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = usePickerStyle(prefixCls, rootCls);
  const [start, end] = Array.isArray(placeholder) ? placeholder : [placeholder, placeholder];
  const input = (which: 'start' | 'end', text?: string) => (
    <div className={`${prefixCls}-input`}>
      <input
        aria-invalid="false"
        autoComplete="off"
        // rc-picker's width for its format: a day, or a day and a time.
        size={showTime ? 21 : 12}
        id={which === 'start' ? id : undefined}
        placeholder={text}
        date-range={which}
        value=""
        readOnly
        disabled={disabled}
        onFocus={onReach && (() => onReach('focus'))}
        onKeyDown={typing(onType)}
      />
    </div>
  );
  return wrapCSSVar(
    <div
      className={cx(prefixCls, `${prefixCls}-range`, direction === 'rtl' && `${prefixCls}-rtl`, `${prefixCls}-outlined`, disabled && `${prefixCls}-disabled`, hashId, cssVarCls, rootCls, className)}
      style={onReach && !disabled ? { cursor: 'pointer', ...style } : style}
      onPointerEnter={onNear}
      onMouseDown={onReach && (() => onReach('press'))}
    >
      {input('start', start)}
      <div className={`${prefixCls}-range-separator`}>
        <RangeSeparator prefixCls={prefixCls} />
      </div>
      {input('end', end)}
      <div className={`${prefixCls}-active-bar`} style={{ position: 'absolute', width: 0 }} />
      <span className={`${prefixCls}-suffix`}>
        <CalendarOutlined />
      </span>
    </div>,
  );
}

/** A range's props as the reached picker takes them (its id is the start input's). */
export type ReachedRangeProps = Omit<RangePickerProps, 'id' | 'placeholder' | 'disabled'> & FieldProps;

export const ReachedRangePicker = reachedField<ReachedRangeProps>(
  () =>
    import(/* webpackChunkName: "antd-pickers" */ 'antd/es/date-picker').then((module) => {
      const RangePicker = module.default.RangePicker as unknown as ComponentType<ReachedRangeProps>;
      // Once reached, the picker keeps the place's separator, its name in the person's language.
      function NamedRangePicker(props: ReachedRangeProps) {
        const { getPrefixCls } = useContext(ConfigContext);
        return <RangePicker separator={<RangeSeparator prefixCls={getPrefixCls('picker', props.prefixCls)} />} {...props} />;
      }
      return { default: NamedRangePicker };
    }),
  { text: () => undefined, icon: 'date', place: RangePlace },
);

/** The field as a list column's `searchField` takes it (the search form hands it the column's field props). */
export const reachedRangeField = ReachedRangePicker as unknown as ComponentType<Record<string, unknown>>;
