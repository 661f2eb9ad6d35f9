import { history, useIntl, useModel } from '@umijs/max';
import { Button, Form } from 'antd';
import { useState } from 'react';
import AuthShell from '@/components/AuthShell';
import { showFormFailure } from '@/components/form/serverErrors';
import { completeProfile, type Profile } from '@/services/account';
import FlowGuard from '../components/FlowGuard';
import ProfileFields from '../components/ProfileFields';
import { REGISTRY_START, REGISTRY_STEPS } from './steps';

/** /user/registry/perfect: name, phone, company; completes the new account. */
export default function RegistryPerfect() {
  const intl = useIntl();
  const [form] = Form.useForm<Profile>();
  const { flow } = useModel('accountFlow');
  const [busy, setBusy] = useState(false);
  const onFinish = async (profile: Profile) => {
    if (!flow.profileToken) return;
    setBusy(true);
    try {
      await completeProfile(flow.profileToken, profile);
      history.push('/user/registry/tologin');
    } catch (error) {
      // An expired or spent profile token is no field of this form: its reason is the one message, in the user's language.
      showFormFailure(form, error, { name: 'name', phone: 'phone', jobNumber: 'jobNumber', companyId: 'companyId', profileToken: null });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthShell title={intl.formatMessage({ id: 'registry.title' })} steps={{ ids: REGISTRY_STEPS, current: 3 }}>
      <FlowGuard ready={Boolean(flow.profileToken)} startPath={REGISTRY_START}>
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <ProfileFields withCompany />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {intl.formatMessage({ id: 'account.next' })}
          </Button>
        </Form>
      </FlowGuard>
    </AuthShell>
  );
}
