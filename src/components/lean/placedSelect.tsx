/**
 * antd's single Select, loaded when a person reaches for it, its place held
 * meanwhile by the Select's own closed markup and style (SelectPlace.tsx)
 * rather than an input: the lists' search forms draw it, and so does antd's
 * pager for its page-size changer (src/shims/pagerSelect.tsx), so a list's
 * cold load carries no rc-select. A module of its own, so that the forms
 * whose selects hold an input's place do not carry the Select's style.
 */
import type { SelectProps } from 'antd';
import { loadSelect, optionText, reachedField } from './reachedFields';
import SelectPlace from './SelectPlace';

export const PlacedSelect = reachedField<SelectProps>(loadSelect, { text: optionText, icon: 'select', role: 'combobox', place: SelectPlace });
