/**
 * antd as ProTable's toolbar and ProCard import it (see .umirc.ts,
 * 'pro-table-antd'), with Tabs loaded when first drawn instead of with every
 * list screen: they draw Tabs only when given tabs or a tab menu, which no
 * list screen gives them. antd's Tabs and rc-tabs (about 12 KB gzip) leave
 * the list screens' cold load; a screen that draws Tabs itself still has
 * them at once. (ProTable's column settings draw antd's Tree too, but antd's
 * Table already brings Tree for its filter menus, so it stays.)
 */
import type { TabPaneProps, TabsProps } from 'antd/es/tabs';
import { lazyStandIn } from './lazyStandIn';

export * from 'antd';

const loadTabs = () => import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs');

export const Tabs = Object.assign(lazyStandIn<TabsProps>(loadTabs), {
  /** The old children API ProCard still refers to (never drawn: antd 5 takes `items`). */
  TabPane: lazyStandIn<TabPaneProps>(() => loadTabs().then((module) => ({ default: module.default.TabPane }))),
});
