/**
 * The place a field that loads when first drawn takes until it arrives (a
 * date picker, a search select): antd's input, read-only, as tall and as
 * wide, with the field's placeholder, so nothing moves when it comes.
 */
import type { InputRef } from 'antd';
import { forwardRef, type CSSProperties } from 'react';
import { Input } from './LeanInput';

export interface HeldPlaceProps {
  /** A range's two placeholders are shown joined by a tilde. */
  placeholder?: string | [string, string];
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
}

export default forwardRef<InputRef, HeldPlaceProps>(function HeldPlace({ placeholder, size, disabled, style, className }, ref) {
  return (
    <Input
      ref={ref}
      readOnly
      size={size}
      disabled={disabled}
      style={style}
      className={className}
      placeholder={Array.isArray(placeholder) ? placeholder.join(' ~ ') : placeholder}
    />
  );
});
