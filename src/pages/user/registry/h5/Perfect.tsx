import { history, useIntl, useModel } from '@umijs/max';
import { Button, Form } from 'antd';
import { useState } from 'react';
import AuthShell from '@/components/AuthShell';
import { showFormFailure } from '@/components/form/serverErrors';
import { registerH5 } from '@/services/account';
import FlowGuard from '../../components/FlowGuard';
import ProfileFields from '../../components/ProfileFields';
import { H5_START, H5_STEPS } from './steps';

/** /user/registry/h5/perfect: name and phone; the account is created here in one call. */
export default function H5Perfect() {
  const intl = useIntl();
  const [form] = Form.useForm<{ name: string; phone: string }>();
  const { flow, patch } = useModel('accountFlow');
  const [busy, setBusy] = useState(false);
  const onFinish = async ({ name, phone }: { name: string; phone: string }) => {
    if (!flow.email || !flow.code || !flow.cipher) return;
    setBusy(true);
    try {
      const created = await registerH5({ emailName: flow.email, code: flow.code, name, phone, ...flow.cipher });
      patch({ account: created.account, cipher: undefined });
      history.push('/user/registry/h5/login');
    } catch (error) {
      showFormFailure(form, error, { name: 'name', phone: 'phone' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthShell mobile title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: H5_STEPS, current: 2 }}>
      <FlowGuard ready={Boolean(flow.email && flow.code && flow.cipher)} startPath={H5_START}>
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} size="large">
          <ProfileFields />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {intl.formatMessage({ id: 'account.next' })}
          </Button>
        </Form>
      </FlowGuard>
    </AuthShell>
  );
}
