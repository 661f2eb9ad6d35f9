/**
 * The frame of the public flows' pages (registration, recovery): AuthFrame
 * with the flow's steps. Pages without steps use AuthFrame itself.
 */
import { useIntl } from '@umijs/max';
import { Steps } from 'antd';
import type { ReactNode } from 'react';
import AuthFrame from './AuthFrame';
import styles from './AuthFrame.less';

export interface AuthShellProps {
  title: string;
  subtitle?: string;
  /** i18n ids of the steps, and the current one. */
  steps?: { ids: string[]; current: number };
  /** Laid out for a phone: full width, no card border. */
  mobile?: boolean;
  children: ReactNode;
}

export default function AuthShell({ steps, mobile, ...rest }: AuthShellProps) {
  const intl = useIntl();
  return (
    <AuthFrame
      {...rest}
      mobile={mobile}
      steps={
        steps && (
          <Steps
            size="small"
            direction="horizontal"
            responsive={false}
            labelPlacement={mobile ? 'horizontal' : 'vertical'}
            className={styles.steps}
            current={steps.current}
            items={steps.ids.map((id) => ({ title: mobile ? undefined : intl.formatMessage({ id }) }))}
          />
        )
      }
    />
  );
}
