/**
 * The fleet overview under the greeting of /welcome: the panels the
 * signed-in account may see, each behind the key of the section it
 * summarises (docs/api.md "Overview"), in a responsive grid. A panel whose
 * key the account lacks is not drawn, so its call is never made. The latest
 * unread notifications are the account's own: every account sees them.
 */
import { useAccess } from '@umijs/max';
import { Col, Row } from 'antd';
import type { ComponentType } from 'react';
import { ExceptionsPanel, ExpiriesPanel, NotificationsPanel, PushesPanel, RobotsPanel, TrendPanel } from './panels';

interface PanelEntry {
  id: string;
  /** Any one of these keys shows it; none: every account. */
  keys?: readonly string[];
  Panel: ComponentType;
  /** Columns out of 24 from the large breakpoint up. */
  lg: number;
}

/** The panels, in their order on the page, with the keys of the calls they make (docs/openapi.yaml `x-permission`). */
export const OVERVIEW_PANELS: readonly PanelEntry[] = [
  { id: 'robots', keys: ['platform:assets:list'], Panel: RobotsPanel, lg: 12 },
  { id: 'trend', keys: ['platform:business:global', 'platform:assets:list:detail:exception'], Panel: TrendPanel, lg: 12 },
  { id: 'pushes', keys: ['platform:ota:upgrade'], Panel: PushesPanel, lg: 12 },
  { id: 'exceptions', keys: ['platform:assets:list:detail:exception'], Panel: ExceptionsPanel, lg: 12 },
  { id: 'expiries', keys: ['platform:assets:list'], Panel: ExpiriesPanel, lg: 12 },
  { id: 'notices', Panel: NotificationsPanel, lg: 12 },
];

export default function Overview() {
  const access = useAccess() as Record<string, boolean>;
  const shown = OVERVIEW_PANELS.filter(({ keys }) => !keys || keys.some((key) => access[key] === true));
  return (
    <Row gutter={[16, 16]} data-testid="overview" style={{ marginBottom: 24 }}>
      {shown.map(({ id, Panel, lg }) => (
        <Col key={id} xs={24} lg={lg}>
          <Panel />
        </Col>
      ))}
    </Row>
  );
}
