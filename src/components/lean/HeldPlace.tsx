/**
 * The place a field that loads when first drawn or first reached takes until
 * it arrives (a date picker, a select): antd's input, read-only, as tall and
 * as wide, with the field's placeholder, or the text the field would show of
 * its value, and the field's own icon at its end, so nothing moves when it
 * comes. A field that loads when reached (reachedFields.tsx) learns from
 * `onNear` and `onReach` that a person is about to use it.
 */
import type { InputRef } from 'antd';
import { forwardRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Input } from './LeanInput';

/** How a field was reached: a press opens the part when it comes, focus only focuses it. */
export type Reach = 'press' | 'focus';

export interface HeldPlaceProps {
  id?: string;
  /** A range's two placeholders are shown joined by a tilde. */
  placeholder?: string | [string, string];
  /** What the field shows of its value; when given (even empty) the placeholder is not shown, as antd's Select does. */
  text?: string;
  suffix?: ReactNode;
  role?: 'combobox';
  /** The field's name for assistive technology when no label names it. */
  ariaLabel?: string;
  size?: 'small' | 'middle' | 'large';
  status?: '' | 'error' | 'warning';
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
  /** A pointer came over the field. */
  onNear?: () => void;
  /** A person pressed or focused the field. */
  onReach?: (reach: Reach) => void;
  /** A person typed into the field before its part came (`typedKey` tells which keys count). */
  onType?: (text: string) => void;
}

/** The text a key pressed in a field's place adds: a printable key without a modifier, else nothing. */
function typedKey(event: KeyboardEvent<HTMLElement>): string {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey ? event.key : '';
}

/** A place's key handler that hands `onType` what a person types into it. */
export function typing(onType?: (text: string) => void) {
  return (
    onType &&
    ((event: KeyboardEvent<HTMLElement>) => {
      const text = typedKey(event);
      if (text) onType(text);
    })
  );
}

/**
 * What a field's own place takes (`reachedField`'s `place`): a range's `showTime`, a select's
 * `allowClear`, `showSearch`, `mode` and `loading`, and the field's `data-*` attributes (a test's id), which antd puts on
 * the part's root.
 */
export type PlaceProps = HeldPlaceProps & { showTime?: unknown; allowClear?: unknown; showSearch?: unknown; mode?: unknown; loading?: unknown; data?: Record<string, unknown> };

export default forwardRef<InputRef, HeldPlaceProps>(function HeldPlace(
  { id, placeholder, text, suffix, role, ariaLabel, size, status, disabled, style, className, onNear, onReach, onType },
  ref,
) {
  const shownPlaceholder = Array.isArray(placeholder) ? placeholder.join(' ~ ') : placeholder;
  return (
    <Input
      ref={ref}
      id={id}
      readOnly
      role={role}
      aria-label={ariaLabel}
      aria-expanded={role ? false : undefined}
      value={text}
      suffix={suffix}
      size={size}
      status={status}
      disabled={disabled}
      style={onReach && !disabled ? { cursor: 'pointer', ...style } : style}
      className={className}
      placeholder={text === undefined ? shownPlaceholder : undefined}
      onPointerEnter={onNear}
      onMouseDown={onReach && (() => onReach('press'))}
      onFocus={onReach && (() => onReach('focus'))}
      onKeyDown={typing(onType)}
    />
  );
});
