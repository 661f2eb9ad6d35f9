/**
 * A screen's tabs in its page header (PageFrame's `tabs`), as ProLayout's PageContainer draws its
 * `tabList`: LeanTabs with PageContainer's class for them, the panes empty (the screen draws the
 * shown tab's content below the header). A module of its own, so that PageFrame, which every
 * screen draws, does not bring tabs to the screens without them.
 */
import { ConfigProvider } from 'antd';
import { useContext, type ReactNode } from 'react';
import LeanTabs from '@/components/lean/LeanTabs';

export interface PageTabsProps {
  items: Array<{ key: string; label: ReactNode }>;
  activeKey: string;
  onChange: (key: string) => void;
}

export default function PageTabs({ items, activeKey, onChange }: PageTabsProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return <LeanTabs className={`${getPrefixCls('pro')}-page-container-tabs`} items={items} activeKey={activeKey} onChange={onChange} />;
}
