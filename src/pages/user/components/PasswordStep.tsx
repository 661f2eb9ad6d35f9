/** The password step of a flow: a new password and its confirmation, encrypted at once (only the cipher is kept). */
import { history, useIntl, useModel } from '@umijs/max';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { showFormFailure } from '@/components/form/serverErrors';
import { encryptForServer } from '@/services/account';
import FlowGuard from './FlowGuard';
import PasswordFields from './PasswordFields';

export default function PasswordStep({ startPath, next, labelId }: { startPath: string; next: string; labelId?: string }) {
  const intl = useIntl();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const { flow, patch } = useModel('accountFlow');
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      patch({ cipher: await encryptForServer(password) });
      history.push(next);
    } catch (error) {
      showFormFailure(form, error, {});
    } finally {
      setBusy(false);
    }
  };
  return (
    <FlowGuard ready={Boolean(flow.email)} startPath={startPath}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <PasswordFields labelId={labelId} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {intl.formatMessage({ id: 'account.next' })}
        </Button>
      </Form>
    </FlowGuard>
  );
}
