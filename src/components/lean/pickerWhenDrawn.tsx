/**
 * antd's pickers loaded when first drawn, their place held meanwhile by a
 * read-only input of the same size with the placeholder (HeldPlace.tsx):
 * the range picker a list's search form draws once the field's row is shown
 * (src/components/table/ListSearch.tsx), and the loaders the ProField
 * pickers build on (src/shims/proFieldPickers.tsx). A module of its own, so
 * the lists take only the range.
 */
import type { RangePickerProps } from 'antd/es/date-picker';
import type { ComponentType } from 'react';
import HeldPlace, { type HeldPlaceProps } from './HeldPlace';
import { lazyStandIn } from '@/shims/lazyStandIn';

/** A picker that loads with `load` when first drawn, its place held meanwhile. */
export const loadWhenDrawn = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyStandIn<P>(load, (props) => <HeldPlace {...(props as HeldPlaceProps)} />);

export const loadDatePicker = () => import(/* webpackChunkName: "antd-pickers" */ 'antd/es/date-picker');

/** A picker's static member (`DatePicker.RangePicker`…), as a loader of its own. */
export const memberOf =
  <P extends object>(load: () => Promise<{ default: object }>, name: string) =>
  () =>
    load().then((module) => ({ default: (module.default as Record<string, ComponentType<P>>)[name] }));

/**
 * The range picker loaded when first drawn, for a form that knows itself when a field is in sight
 * (a list's search form draws it only once its row is shown).
 */
export const RangePickerWhenDrawn = loadWhenDrawn<RangePickerProps>(memberOf<RangePickerProps>(loadDatePicker, 'RangePicker'));
