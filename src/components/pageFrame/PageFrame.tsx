/**
 * A screen's frame inside the signed-in layout: ProLayout's PageContainer with the breadcrumb, the
 * title (the route's menu name unless given) with an optional back arrow, a loading state, tabs
 * in the header, and the layout's watermark over the content.
 */
import { PageContainer, RouteContext } from '@ant-design/pro-components';
import { useContext, type ReactNode } from 'react';

export interface PageFrameProps {
  /** The title; the route's menu name when left out. */
  title?: ReactNode;
  /** Shows a back arrow before the title. */
  onBack?: () => void;
  /** The back arrow's icon (to name it for assistive technology). */
  backIcon?: ReactNode;
  /** Shows the page loading state instead of the content. */
  loading?: boolean;
  /** What the header shows at the title's end (a screen's main button). */
  extra?: ReactNode;
  /** Tabs under the title; the screen draws the shown tab's content. */
  tabs?: { items: Array<{ key: string; label: ReactNode }>; activeKey: string; onChange: (key: string) => void };
  children?: ReactNode;
}

export default function PageFrame({ title, onBack, backIcon, loading = false, extra, tabs, children }: PageFrameProps) {
  const route = useContext(RouteContext);
  return (
    <PageContainer
      title={title ?? route.title}
      onBack={onBack}
      backIcon={backIcon}
      loading={loading}
      extra={extra}
      {...(tabs ? { tabList: tabs.items.map(({ key, label }) => ({ key, tab: label })), tabActiveKey: tabs.activeKey, onTabChange: tabs.onChange } : {})}
    >
      {children}
    </PageContainer>
  );
}
