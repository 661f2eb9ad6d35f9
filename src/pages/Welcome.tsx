/** The landing page: a greeting, the fleet overview this account may see (src/components/overview), and the sections it may use. */
import { Link, useAccess, useIntl, useModel } from '@umijs/max';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { menuIcon } from '@/components/menuIcon';
import { menuTree } from '@/components/menuTree';
import Overview from '@/components/overview/Overview';
import PageFrame from '@/components/pageFrame/PageFrame';

export default function Welcome() {
  const intl = useIntl();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const sections = useMemo(() => menuTree(access).filter((node) => node.path !== '/welcome'), [access]);
  return (
    <PageFrame
      title={intl.formatMessage({ id: 'welcome.greeting' }, { name: user?.name || user?.account || '' })}
    >
      <Overview />
      <Typography.Title level={5}>{intl.formatMessage({ id: 'welcome.sections' })}</Typography.Title>
      {sections.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'welcome.noSections' })} />
      ) : (
        <Row gutter={[16, 16]} data-testid="welcome-sections">
          {sections.map((section) => (
            <Col key={section.path} xs={24} sm={12} md={8} xl={6}>
              <Link to={section.path}>
                <Card hoverable size="small">
                  <Card.Meta avatar={menuIcon(section.icon)} title={intl.formatMessage({ id: section.titleId })} />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </PageFrame>
  );
}
