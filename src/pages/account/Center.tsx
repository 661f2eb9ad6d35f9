/**
 * /account/center: account, name, company, role and avatar; the profile
 * (name, phone, gender, job number) can be edited, the avatar replaced
 * (PNG or JPG, at most 2 MB), and the header shows the new one.
 */
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { Avatar, Button, Card, Descriptions, Form, Input, Modal, Radio, Space, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { showFormFailure } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useData } from '@/request/useData';
import { readCurrentUser, writeCurrentUser } from '@/request/storage';
import { fetchCenter, updateBase, uploadAvatar, type Center } from '@/services/account';
import { avatarProblem, TEXT_MAX } from '@/utils/rules';

type BaseForm = Pick<Center, 'name' | 'phone' | 'gender' | 'jobNumber'>;

export default function AccountCenter() {
  const intl = useIntl();
  const rules = useRules();
  const [form] = Form.useForm<BaseForm>();
  const { initialState, setInitialState } = useModel('@@initialState');
  const avatar = useModel('avatar');
  const uploads = useModel('upload');
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { data: center, loading, mutate } = useData(fetchCenter, { cacheKey: 'person-center' });
  const t = (id: string) => intl.formatMessage({ id });

  const save = async (values: BaseForm) => {
    setSaving(true);
    try {
      const next = await updateBase(values);
      mutate(next);
      const stored = readCurrentUser();
      if (stored) writeCurrentUser({ ...stored, name: next.name });
      if (initialState?.currentUser) {
        await setInitialState({ ...initialState, currentUser: { ...initialState.currentUser, name: next.name } });
      }
      setEditing(false);
      message.success(t('center.saved'));
    } catch (error) {
      showFormFailure(form, error, { name: 'name', phone: 'phone', jobNumber: 'jobNumber', gender: 'gender' });
    } finally {
      setSaving(false);
    }
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { headVersion } = await uploads.start(file.name, (progress) => uploadAvatar(file, file.name, progress));
      if (center) mutate({ ...center, headVersion });
      await avatar.reload();
      message.success(t('center.avatar.done'));
    } catch (error) {
      showFormFailure(form, error, {});
    } finally {
      setUploading(false);
    }
  };

  const genderLabel = center?.gender ? t(`account.gender.${center.gender}`) : '-';

  return (
    <PageFrame title={t('center.title')}>
      <Card loading={loading && !center}>
        <Space align="start" size={32} wrap>
          <Space direction="vertical" align="center">
            <Avatar size={96} src={avatar.url} icon={<UserOutlined />} alt={t('center.avatar')} data-testid="center-avatar" />
            <Upload
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              showUploadList={false}
              beforeUpload={(file) => {
                const problem = avatarProblem(file);
                if (problem) {
                  message.error(t(`center.avatar.${problem}`));
                  return Upload.LIST_IGNORE;
                }
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading}>
                {t('center.avatar.upload')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">{t('center.avatar.hint')}</Typography.Text>
          </Space>
          <Descriptions column={1} bordered size="middle" style={{ minWidth: 360 }}>
            <Descriptions.Item label={t('login.account')}>{center?.account}</Descriptions.Item>
            <Descriptions.Item label={t('account.name')}>{center?.name}</Descriptions.Item>
            <Descriptions.Item label={t('account.email')}>{center?.email || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('account.phone')}>{center?.phone || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('account.gender')}>{genderLabel}</Descriptions.Item>
            <Descriptions.Item label={t('account.jobNumber')}>{center?.jobNumber || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('account.company')}>{center?.companyName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('account.role')}>{center?.roleName || '-'}</Descriptions.Item>
          </Descriptions>
        </Space>
        <div style={{ marginTop: 24 }}>
          <Button
            type="primary"
            disabled={!center}
            onClick={() => {
              if (center) form.setFieldsValue({ name: center.name, phone: center.phone, gender: center.gender, jobNumber: center.jobNumber });
              setEditing(true);
            }}
          >
            {t('center.edit')}
          </Button>
        </div>
      </Card>
      <Modal
        open={editing}
        title={t('center.edit')}
        okText={t('center.save')}
        cancelText={t('center.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(false)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save} requiredMark={false}>
          <Form.Item name="name" label={t('account.name')} rules={rules.text({ required: 'rules.name.required' })}>
            <Input maxLength={TEXT_MAX} />
          </Form.Item>
          <Form.Item name="phone" label={t('account.phone')} rules={rules.phone()}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="gender" label={t('account.gender')}>
            <Radio.Group
              options={[
                { value: 'male', label: t('account.gender.male') },
                { value: 'female', label: t('account.gender.female') },
              ]}
            />
          </Form.Item>
          <Form.Item name="jobNumber" label={t('account.jobNumber')} rules={rules.text()}>
            <Input maxLength={TEXT_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </PageFrame>
  );
}
