/**
 * antd's Tabs, loaded when first drawn, for antd's Card, which imports it but
 * draws Tabs only for a `tabList` (no Card of the console has one; .umirc.ts,
 * 'lazy-card-tabs'). antd's Tabs with rc-tabs (about 12 KB gzip) leave the
 * cold load of every screen that draws a Card; a screen that draws Tabs
 * itself still has them at once.
 */
import type { TabPaneProps, TabsProps } from 'antd/es/tabs';
import { lazyStandIn } from './lazyStandIn';

const loadTabs = () => import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs');

export default Object.assign(lazyStandIn<TabsProps>(loadTabs), {
  /** The old children API ProCard still refers to (never drawn: antd 5 takes `items`). */
  TabPane: lazyStandIn<TabPaneProps>(() => loadTabs().then((module) => ({ default: module.default.TabPane }))),
});
