/**
 * The frame of every public page (login, registration, recovery, invitation):
 * a centred card with the language menu, optional steps, and a phone layout.
 */
import { useIntl } from '@umijs/max';
import { Card, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import LanguageMenu from './LanguageMenu';
import styles from './AuthShell.less';

export interface AuthShellProps {
  title: string;
  subtitle?: string;
  /** i18n ids of the steps, and the current one. */
  steps?: { ids: string[]; current: number };
  /** Laid out for a phone: full width, no card border. */
  mobile?: boolean;
  children: ReactNode;
}

export default function AuthShell({ title, subtitle, steps, mobile, children }: AuthShellProps) {
  const intl = useIntl();
  return (
    <div className={mobile ? styles.mobilePage : styles.page}>
      <div className={styles.lang}>
        <LanguageMenu />
      </div>
      <Card className={mobile ? styles.mobileCard : styles.card} bordered={!mobile}>
        <Typography.Title level={3} className={styles.title}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" className={styles.subtitle}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {steps && (
          <Steps
            size="small"
            direction="horizontal"
            responsive={false}
            labelPlacement={mobile ? 'horizontal' : 'vertical'}
            className={styles.steps}
            current={steps.current}
            items={steps.ids.map((id) => ({ title: mobile ? undefined : intl.formatMessage({ id }) }))}
          />
        )}
        {children}
      </Card>
    </div>
  );
}
