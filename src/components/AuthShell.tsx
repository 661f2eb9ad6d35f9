/**
 * The frame of the public flows' pages (registration, recovery): AuthFrame
 * with the flow's steps. Pages without steps use AuthFrame itself. A step
 * reached without the earlier ones (FlowGuard) turns the steps back to the
 * first: the page offers the start, and the steps say the same.
 */
import { useIntl } from '@umijs/max';
import { ConfigProvider, Steps } from 'antd';
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
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

/** Set by FlowGuard: true while the flow must start again (its earlier steps were not walked). */
const RestartContext = createContext<(restart: boolean) => void>(() => undefined);

/** For FlowGuard: tells the shell, before the page paints, whether the flow must start again. */
export function useRestartSteps(restart: boolean): void {
  const setRestart = useContext(RestartContext);
  useLayoutEffect(() => setRestart(restart), [restart, setRestart]);
}

export default function AuthShell({ steps, mobile, children, ...rest }: AuthShellProps) {
  const intl = useIntl();
  const [restart, setRestart] = useState(false);
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
              current={restart ? 0 : steps.current}
              items={steps.ids.map((id) => ({ title: mobile ? undefined : intl.formatMessage({ id }) }))}
            />
          </ConfigProvider>
        )
      }
    >
      <RestartContext.Provider value={setRestart}>{children}</RestartContext.Provider>
    </AuthFrame>
  );
}
