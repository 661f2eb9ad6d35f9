/**
 * antd as ProField's date and time fields import it (see .umirc.ts,
 * 'pro-field-pickers'), with DatePicker and TimePicker loaded once a picker
 * is first shown. The list screens' search forms draw every field but keep
 * those past the first row hidden until a person expands the form, and that
 * is where their date ranges are; the forms that take a date open in a
 * modal. So antd's pickers with rc-picker (about 33 KB gzip) left every list
 * screen's cold load. Until a picker arrives, a read-only input of the same
 * size holds its place with its placeholder. A screen that imports antd's
 * DatePicker itself (the enterprise form) still has it at once.
 */
import type { InputRef } from 'antd';
import type { DatePickerProps, RangePickerProps } from 'antd/es/date-picker';
import type { TimePickerProps, TimeRangePickerProps } from 'antd/es/time-picker';
import { forwardRef, useEffect, useRef, useState, type ComponentType, type RefAttributes, type RefObject } from 'react';
import HeldPlace, { type HeldPlaceProps } from '@/components/lean/HeldPlace';
import { loadDatePicker, loadWhenDrawn, memberOf } from '@/components/lean/pickerWhenDrawn';

export * from 'antd';

/** Whether the element has been laid out with a size, i.e. is not inside something hidden; then stays true. */
function useShown(holder: RefObject<InputRef>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const target = holder.current?.input;
    if (shown || !target) return undefined;
    if (target.getClientRects().length > 0 || typeof ResizeObserver === 'undefined') {
      setShown(true);
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      if (target.getClientRects().length > 0) setShown(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [holder, shown]);
  return shown;
}

/** A picker that loads with `load` once shown; a ref reaches antd's picker once it is drawn. */
function loadWhenShown<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P & RefAttributes<unknown>> {
  const Part = loadWhenDrawn<P>(load);
  const Picker = forwardRef<unknown, P>(function Picker(props, ref) {
    const holder = useRef<InputRef>(null);
    const shown = useShown(holder);
    return shown ? <Part {...(props as P)} ref={ref} /> : <HeldPlace {...(props as HeldPlaceProps)} ref={holder} />;
  });
  return Picker as unknown as ComponentType<P & RefAttributes<unknown>>;
}

const loadTimePicker = () => import(/* webpackChunkName: "antd-pickers" */ 'antd/es/time-picker');

const member = <P extends object>(load: () => Promise<{ default: object }>, name: string) => loadWhenShown<P>(memberOf<P>(load, name));

/** The range picker loaded when first drawn (a list's search form's, past its first row). */
export { RangePickerWhenDrawn } from '@/components/lean/pickerWhenDrawn';

export const DatePicker = Object.assign(loadWhenShown<DatePickerProps>(loadDatePicker as never), {
  RangePicker: member<RangePickerProps>(loadDatePicker, 'RangePicker'),
  TimePicker: member<TimePickerProps>(loadDatePicker, 'TimePicker'),
});

export const TimePicker = Object.assign(loadWhenShown<TimePickerProps>(loadTimePicker as never), {
  RangePicker: member<TimeRangePickerProps>(loadTimePicker, 'RangePicker'),
});
