/**
 * antd's single Select, loaded when a person reaches for it, its place held
 * meanwhile by the Select's own closed markup and style (SelectPlace.tsx)
 * rather than an input: the lists' search forms draw it, and so does antd's
 * pager for its page-size changer (src/shims/pagerSelect.tsx), so a list's
 * cold load carries no rc-select. A multiple select's place is antd's while
 * empty; one with chosen options draws antd's Select at once. A module of its own, so that the forms
 * whose selects hold an input's place do not carry the Select's style.
 */
import type { SelectProps } from 'antd';
import { loadSelect, optionText, reachedField } from './reachedFields';
import SelectPlace from './SelectPlace';

/** A multiple select's chosen options are tags, which the place does not draw: such a select is drawn at once. */
const showsTags = ({ mode, value }: SelectProps) => (mode === 'multiple' || mode === 'tags') && Array.isArray(value) && value.length > 0;

export const PlacedSelect = reachedField<SelectProps>(loadSelect, {
  text: optionText,
  icon: 'select',
  role: 'combobox',
  place: SelectPlace,
  atOnce: showsTags,
});
