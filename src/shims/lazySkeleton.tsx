/**
 * antd's Skeleton, loaded when first drawn, for antd's Modal, which imports it but draws it only
 * for a `loading` dialog (no dialog of the console is one; .umirc.ts, 'lazy-modal-skeleton').
 * Skeleton (about 3.5 KB gzip) leaves the cold load of every screen that draws a dialog at once,
 * such as the dispatch screens; a screen that draws Skeleton itself still has it at once.
 */
import type { SkeletonProps } from 'antd/es/skeleton';
import { lazyStandIn } from './lazyStandIn';

export default lazyStandIn<SkeletonProps>(() => import(/* webpackChunkName: "antd-skeleton" */ 'antd/es/skeleton'));
