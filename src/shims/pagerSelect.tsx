/**
 * The Select antd's Pagination draws as its page-size changer (.umirc.ts,
 * 'pager-select'): antd's own, loaded when a person reaches for it, its place
 * held meanwhile by the Select's closed markup (lean/placedSelect.tsx). Every
 * list's table has a pager with a page-size changer, so antd's Select with
 * rc-select (about 15 KB gzip) left the lists' cold load with it.
 */
export { PlacedSelect as default } from '@/components/lean/placedSelect';
