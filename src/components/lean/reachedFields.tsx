/**
 * antd's Select and DatePicker loaded when a person first reaches for the
 * field (a pointer over it, a press, focus), not when the form is drawn: a
 * form that opens with a select or a date keeps antd's Select (rc-select,
 * its virtual list and Trigger, about 30 KB gzip) or DatePicker (rc-picker,
 * about 26 KB) out of its cold load. Until then a read-only input of the same
 * size shows what the field holds (the chosen option's label, the date) or
 * its placeholder, with the part's own icon, so nothing moves when it comes.
 * The press that loads a part opens it, and focus stays in the field; what a
 * person types into the field while the part comes goes on into it. Once a
 * part has loaded, every field of its kind draws it at once. A part that
 * cannot load (offline) says so in one line with a retry (`lazyPart`).
 */
import { CalendarOutlined, DownOutlined } from '@ant-design/icons';
import { theme, type DatePickerProps, type SelectProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { lazyPart } from '@/components/lazyPart';
import { loadedOnce } from '@/components/loadedOnce';
import HeldPlace, { type HeldPlaceProps, type PlaceProps, type Reach } from './HeldPlace';

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
  allowClear?: unknown;
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
 * Hands text typed into a field's place on to the part that took its place and its focus (a
 * select's search, a picker's input), as if typed there: a person who tabs to a field and types
 * at once loses nothing while the part comes.
 */
function handOn(text: string) {
  const input = document.activeElement;
  if (!(input instanceof HTMLInputElement) || input.readOnly) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** One fetch per part: the fields that load one part (a select with a place of its own, one without) learn together that it has come. */
const parts = new WeakMap<() => Promise<unknown>, ReturnType<typeof loadedOnce>>();
function partOf<T>(load: () => Promise<T>) {
  if (!parts.has(load)) parts.set(load, loadedOnce(load));
  return parts.get(load) as ReturnType<typeof loadedOnce<T>>;
}

/**
 * A field that draws `load`'s part once reached. `text` is what the stand-in shows of the field's
 * value; `role` its role for assistive technology (a select is a combobox); `place` draws the
 * stand-in instead of an input: the part's own markup and style (a range picker's two inputs:
 * table/reachedRange.tsx; a select's selector: SelectPlace.tsx); `atOnce` tells which values the
 * place cannot show, for which the part is drawn at once.
 */
export function reachedField<P extends FieldProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  {
    text,
    icon,
    role,
    place: Place,
    atOnce,
  }: { text: (props: P) => string | undefined; icon: Icon; role?: 'combobox'; place?: ComponentType<PlaceProps>; atOnce?: (props: P) => boolean },
) {
  const part = partOf(load);
  const standIn = (props: P, reached: Pick<HeldPlaceProps, 'onNear' | 'onReach' | 'onType'> = {}) => {
    const { id, placeholder, disabled, size, status, style, className, allowClear, 'aria-label': ariaLabel } = props;
    if (Place) {
      // A range's placeholder is its pair of texts, which the place shows as they are.
      const { showTime, showSearch, mode, loading } = props as { showTime?: unknown; showSearch?: unknown; mode?: unknown; loading?: unknown };
      const data = Object.fromEntries(Object.entries(props).filter(([key]) => key.startsWith('data-')));
      return (
        <Place
          {...{ id, disabled, size, status, style, className, showTime, allowClear, showSearch, mode, loading, ariaLabel, data, ...reached }}
          text={text(props)}
          placeholder={placeholder as HeldPlaceProps['placeholder']}
        />
      );
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
  // Draws the part when its fetch failed (it fetches again, and says so in one line with a retry if it cannot) or at once.
  const Part = lazyPart<P>(part.fetch, { fallback: (props) => standIn(props) });
  function Field(props: P) {
    const Loaded = part.useLoaded()?.default;
    const [reach, setReach] = useState<Reach>();
    const [failed, setFailed] = useState(false);
    // What a person typed into the place while the part came: it goes on into the part.
    const typed = useRef('');
    useEffect(() => {
      if (Loaded && typed.current) handOn(typed.current);
      typed.current = '';
    }, [Loaded]);
    const reached = reach ? { autoFocus: true, defaultOpen: reach === 'press' || props.defaultOpen } : {};
    if (Loaded) return <Loaded {...props} {...reached} />;
    // A value the place cannot show (`atOnce`) draws the part at once, as does a failed fetch (which fetches again).
    if (failed || atOnce?.(props)) return <Part {...props} {...reached} />;
    // The place stays (and keeps focus) until the part has come.
    const onReach = (how: Reach) => {
      // A press opens the part as it comes (`defaultOpen`), which antd does not tell `onOpenChange`.
      if (how === 'press' && reach !== 'press') props.onOpenChange?.(true);
      setReach((was) => (was === 'press' ? was : how));
      part.fetch().catch(() => setFailed(true));
    };
    const onType = (text: string) => {
      typed.current += text;
      onReach('focus');
    };
    return standIn(props, { onNear: Part.preload, onReach, onType });
  }
  Field.preload = Part.preload;
  return Field;
}

/**
 * A single select's chosen option: its label when that is text, else its `title` (the text of a
 * label drawn with parts), else the value itself, as antd shows a value none of its options has.
 */
export function optionText({ value, options }: SelectProps): string | undefined {
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

/** antd's Select, as the reached selects load it. */
export const loadSelect = () => import(/* webpackChunkName: "antd-select" */ 'antd/es/select') as Promise<{ default: ComponentType<SelectProps> }>;

/** antd's single Select, loaded when reached (no `mode`: tags and multiple choices draw antd's own). */
export const Select = reachedField<SelectProps>(loadSelect, { text: optionText, icon: 'select', role: 'combobox' });

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
