/**
 * antd's Progress, loaded when first drawn, for antd's Steps, which draws it
 * only around the current step's icon when given a `percent` (no screen of
 * the console does): Progress and rc-progress (about 6 KB gzip) leave the
 * registration and password flows (.umirc.ts, 'lazy-progress').
 */
import type { ProgressProps } from 'antd/es/progress';
import { lazyStandIn } from './lazyStandIn';

export default lazyStandIn<ProgressProps>(() => import(/* webpackChunkName: "antd-progress" */ 'antd/es/progress'));
