/** A step reached without the earlier ones (a reload, a typed URL) says so and offers the first step. */
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useRestartSteps } from '@/components/AuthShell';

export default function FlowGuard({ ready, startPath, children }: { ready: boolean; startPath: string; children: ReactNode }) {
  const intl = useIntl();
  // The shell's steps go back to the first, as the page does.
  useRestartSteps(!ready);
  if (ready) return <>{children}</>;
  return (
    <Result
      status="info"
      subTitle={intl.formatMessage({ id: 'registry.restart' })}
      extra={
        <Button type="primary" onClick={() => history.replace(startPath)}>
          {intl.formatMessage({ id: 'registry.step.email' })}
        </Button>
      }
    />
  );
}
