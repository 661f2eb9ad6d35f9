/**
 * antd's Tooltip, loaded when first drawn, for the antd modules that import
 * it for a case the console never has: a form label's `tooltip` and inline
 * Steps' descriptions (.umirc.ts, 'lazy-tooltip'). The Tooltip with
 * @rc-component/trigger (about 13 KB gzip) was the largest part of what the
 * public pages' forms loaded for nothing. Until it arrives, the wrapped
 * element shows without its tooltip.
 */
import type { TooltipProps } from 'antd/es/tooltip';
import { lazyStandIn } from './lazyStandIn';

export default lazyStandIn<TooltipProps>(
  () => import(/* webpackChunkName: "antd-tooltip" */ 'antd/es/tooltip'),
  (props) => props.children,
);
