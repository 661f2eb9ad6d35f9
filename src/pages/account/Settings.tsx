/** /account/settings (hidden from the menu): change password, both encrypted for the server. Leaving it half filled asks first. */
import { Button, Card, Form, Input, message } from 'antd';
import { useState } from 'react';
import { showFormFailure } from '@/components/form/serverErrors';
import { useUnsavedChanges } from '@/components/form/useUnsavedChanges';
import PageFrame from '@/components/pageFrame/PageFrame';
import { changePassword } from '@/services/account';
import { useTranslate } from '@/utils/translate';
import PasswordFields from '../user/components/PasswordFields';

interface SettingsForm {
  oldPassword: string;
  password: string;
  confirm: string;
}

export default function AccountSettings() {
  const [form] = Form.useForm<SettingsForm>();
  const [busy, setBusy] = useState(false);
  // Nothing typed is the start: the form empties itself after a change of password.
  const unsaved = useUnsavedChanges(form);
  const t = useTranslate();
  const onFinish = async ({ oldPassword, password }: SettingsForm) => {
    setBusy(true);
    try {
      await changePassword(oldPassword, password);
      unsaved.saved();
      form.resetFields();
      message.success(t('settings.done'));
    } catch (error) {
      showFormFailure(form, error, { oldPassword: 'oldPassword', password: 'password' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title={t('settings.title')}>
      <Card style={{ maxWidth: 520 }}>
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          {unsaved.holder}
          <Form.Item name="oldPassword" label={t('account.oldPassword')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" maxLength={64} />
          </Form.Item>
          <PasswordFields labelId="account.newPassword" differentFrom="oldPassword" />
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('settings.submit')}
          </Button>
        </Form>
      </Card>
    </PageFrame>
  );
}
