/**
 * The frame of the public flows' pages (registration, recovery): AuthFrame
 * with the flow's steps. Pages without steps use AuthFrame itself.
 */
import { useIntl } from '@umijs/max';
import { ConfigProvider, Steps } from 'antd';
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

/** The card's inner width (AuthFrame.less: 460 px less the card's padding). */
const CARD_INNER_WIDTH = 412;

/**
 * antd lays labels under the icons in 2 × (16 + controlHeightLG) px each (112 px by default), so five
 * steps overflowed the card: the steps take a controlHeightLG that fits them all, at most the default.
 */
function stepsTheme(count: number) {
  return { components: { Steps: { controlHeightLG: Math.min(40, Math.floor(CARD_INNER_WIDTH / count / 2) - 16) } } };
}

export default function AuthShell({ steps, mobile, ...rest }: AuthShellProps) {
  const intl = useIntl();
  return (
    <AuthFrame
      {...rest}
      mobile={mobile}
      steps={
        steps && (
          <ConfigProvider theme={mobile ? undefined : stepsTheme(steps.ids.length)}>
            <Steps
              size="small"
              direction="horizontal"
              responsive={false}
              labelPlacement={mobile ? 'horizontal' : 'vertical'}
              className={styles.steps}
              current={steps.current}
              items={steps.ids.map((id) => ({ title: mobile ? undefined : intl.formatMessage({ id }) }))}
            />
          </ConfigProvider>
        )
      }
    />
  );
}
