/**
 * antd's Select and DatePicker loaded when a person first reaches for the
 * field (a pointer over it, a press, focus), not when the form is drawn: a
 * form that opens with a select or a date keeps antd's Select (rc-select,
 * its virtual list and Trigger, about 30 KB gzip) or DatePicker (rc-picker,
 * about 26 KB) out of its cold load. Until then a read-only input of the same
 * size shows what the field holds (the chosen option's label, the date) or
 * its placeholder, with the part's own icon, so nothing moves when it comes.
 * The press that loads a part opens it, and focus stays in the field; once a
 * part has loaded, every field of its kind draws it at once. A part that
 * cannot load (offline) says so in one line with a retry (`lazyPart`).
 */
import { CalendarOutlined, DownOutlined } from '@ant-design/icons';
import { theme, type DatePickerProps, type SelectProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { lazyPart } from '@/components/lazyPart';
import { loadedOnce } from '@/components/loadedOnce';
import HeldPlace, { type HeldPlaceProps, type Reach } from './HeldPlace';

/** What every reached field passes to its held place (Form.Item gives `id`, `value` and `onChange`). */
export interface FieldProps {
  id?: string;
  /** A range picker's is a pair. */
  placeholder?: ReactNode | [string, string];
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  status?: '' | 'error' | 'warning';
  style?: CSSProperties;
  className?: string;
  autoFocus?: boolean;
  defaultOpen?: boolean;
  'aria-label'?: string;
  /** Told `true` when the press that loads the part opens it (antd tells it of later openings). */
  onOpenChange?: (open: boolean) => void;
}

/** The part's icon at the field's end: a select's arrow or a picker's calendar. */
type Icon = 'select' | 'date';

/**
 * The icon coloured, sized and placed as antd's Select and DatePicker draw theirs. The picker's
 * border is its own, as the input's is, so its icon sits where the input's suffix does; the
 * Select's border is on an inner box and its arrow sits from its outer edge, a pixel further out.
 */
function PartIcon({ icon }: { icon: Icon }) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    color: token.colorTextQuaternary,
    fontSize: icon === 'date' ? token.fontSize : token.fontSizeIcon,
    marginInlineEnd: icon === 'date' ? undefined : -token.lineWidth,
    pointerEvents: 'none',
  };
  return icon === 'date' ? <CalendarOutlined style={style} /> : <DownOutlined style={style} />;
}

/**
 * A field that draws `load`'s part once reached. `text` is what the stand-in shows of the field's
 * value; `role` its role for assistive technology (a select is a combobox); `place` draws the
 * stand-in instead of an input (a range picker's two inputs: table/reachedRange.tsx).
 */
export function reachedField<P extends FieldProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { text, icon, role, place: Place }: { text: (props: P) => string | undefined; icon: Icon; role?: 'combobox'; place?: ComponentType<HeldPlaceProps & { showTime?: unknown }> },
) {
  const part = loadedOnce(load);
  const standIn = (props: P, reached: Pick<HeldPlaceProps, 'onNear' | 'onReach'> = {}) => {
    const { id, placeholder, disabled, size, status, style, className, 'aria-label': ariaLabel } = props;
    if (Place) {
      // A range's placeholder is its pair of texts, which the place shows as they are.
      const { showTime } = props as { showTime?: unknown };
      return <Place {...{ id, disabled, style, className, showTime, ...reached }} placeholder={placeholder as HeldPlaceProps['placeholder']} />;
    }
    return (
      <HeldPlace
        {...{ id, disabled, size, status, style, className, role, ariaLabel, ...reached }}
        placeholder={typeof placeholder === 'string' ? placeholder : undefined}
        text={text(props)}
        suffix={<PartIcon icon={icon} />}
      />
    );
  };
  const Part = lazyPart<P>(part.fetch, { fallback: (props) => standIn(props) });
  function Field(props: P) {
    const ready = part.useLoaded() !== undefined;
    const [reach, setReach] = useState<Reach>();
    if (!ready && !reach) {
      const onReach = (how: Reach) => {
        // A press opens the part as it comes (`defaultOpen`), which antd does not tell `onOpenChange`.
        if (how === 'press') props.onOpenChange?.(true);
        setReach((was) => was ?? how);
      };
      return standIn(props, { onNear: Part.preload, onReach });
    }
    const reached = reach ? { autoFocus: true, defaultOpen: reach === 'press' || props.defaultOpen } : {};
    return <Part {...props} {...reached} />;
  }
  Field.preload = Part.preload;
  return Field;
}

/**
 * A single select's chosen option: its label when that is text, else its `title` (the text of a
 * label drawn with parts), else the value itself, as antd shows a value none of its options has.
 */
function optionText({ value, options }: SelectProps): string | undefined {
  if (value === undefined || value === null) return undefined;
  const option = options?.find((each) => each.value === value);
  const label = option?.label;
  if (typeof label === 'string' || typeof label === 'number') return String(label);
  return typeof option?.title === 'string' ? option.title : String(value);
}

/** A date as antd's picker shows it: the field's format, else the day. */
function dateText({ value, format }: DatePickerProps): string | undefined {
  if (!value) return undefined;
  const pattern = typeof format === 'string' ? format : 'YYYY-MM-DD';
  return (value as Dayjs).format(pattern);
}

/** antd's single Select, loaded when reached (no `mode`: tags and multiple choices draw antd's own). */
export const Select = reachedField<SelectProps>(
  () => import(/* webpackChunkName: "antd-select" */ 'antd/es/select') as Promise<{ default: ComponentType<SelectProps> }>,
  { text: optionText, icon: 'select', role: 'combobox' },
);

/**
 * antd's DatePicker, loaded when reached. A chunk name of its own: the list screens' pickers
 * ("antd-pickers") come where Trigger has already loaded, and a shared name would make webpack
 * carry Trigger in that chunk for this field's forms too.
 */
export const DatePicker = reachedField<DatePickerProps>(
  () =>
    import(/* webpackChunkName: "antd-date-picker" */ 'antd/es/date-picker') as Promise<{ default: ComponentType<DatePickerProps> }>,
  { text: dateText, icon: 'date' },
);
