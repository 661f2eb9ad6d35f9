/**
 * antd's Radio, loaded when first drawn, for antd Table's selection, which imports it but draws it
 * only for `rowSelection.type: 'radio'` (no list of the console has one), and for its filter menu,
 * which draws it for the items of a single-choice filter once the menu opens (.umirc.ts,
 * 'lazy-table-radio'). Radio (about 4 KB gzip) leaves the cold load of every list; the dialogs
 * that draw Radio themselves still have it at once. Until it arrives, an item shows its text alone.
 */
import type { RadioProps } from 'antd/es/radio';
import { lazyStandIn } from './lazyStandIn';

export default lazyStandIn<RadioProps>(() => import(/* webpackChunkName: "antd-radio" */ 'antd/es/radio'));
