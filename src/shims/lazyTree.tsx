/**
 * antd's Tree, loaded when first drawn, for antd Table's filter menu, which
 * imports it but draws a Tree only in the `tree` filter mode (no column of the
 * console has it; .umirc.ts, 'lazy-tree'). antd's Tree with
 * rc-tree (about 10 KB gzip) leaves the list screens' cold load; the screens
 * that draw a Tree themselves (permissions, a member's roles) still have it
 * at once.
 */
import type { TreeProps } from 'antd/es/tree';
import { lazyStandIn } from './lazyStandIn';

export default lazyStandIn<TreeProps>(() => import(/* webpackChunkName: "antd-tree" */ 'antd/es/tree'));
