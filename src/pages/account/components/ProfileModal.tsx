/**
 * The account center's profile dialog: name, phone, gender and job number,
 * filled from the account when it opens. Its own chunk (the center loads it
 * when a person is about to open it): antd's Modal, Form and Radio leave the
 * center's cold load. Closed with changes (Cancel, the close button, Escape,
 * the mask), it asks first (useUnsavedChanges); its changes survive a lost
 * session as a draft (the center reopens it).
 */
import { Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { showFormFailure } from '@/components/form/serverErrors';
import { DRAFT_FORMS } from '@/drafts/forms';
import { useUnsavedChanges } from '@/components/form/useUnsavedChanges';
import { useRules } from '@/components/form/useRules';
import { updateBase, type Center } from '@/services/account';
import { TEXT_MAX } from '@/utils/rules';
import { useTranslate } from '@/utils/translate';

type BaseForm = Pick<Center, 'name' | 'phone' | 'gender' | 'jobNumber'>;


export interface ProfileModalProps {
  open: boolean;
  center: Center;
  onClose: () => void;
  /** The saved account, as the server returned it. */
  onSaved: (next: Center) => Promise<void> | void;
}

export default function ProfileModal({ open, center, onClose, onSaved }: ProfileModalProps) {
  const rules = useRules();
  const [form] = Form.useForm<BaseForm>();
  const [saving, setSaving] = useState(false);
  // What the form was filled with when it opened: the start its changes are judged from.
  const [filled, setFilled] = useState<BaseForm>();
  const unsaved = useUnsavedChanges(form, { initialValues: filled, active: open && filled !== undefined, draft: { form: DRAFT_FORMS.profile } });
  const t = useTranslate();

  useEffect(() => {
    if (!open) {
      setFilled(undefined);
      return;
    }
    const values = { name: center.name, phone: center.phone, gender: center.gender, jobNumber: center.jobNumber };
    setFilled(values);
    form.setFieldsValue(values);
    // Filled when it opens: a reload of the account while it is open leaves what the person typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);

  const save = async (values: BaseForm) => {
    setSaving(true);
    try {
      const next = await unsaved.whileSaving(updateBase(values));
      unsaved.saved();
      await onSaved(next);
    } catch (error) {
      showFormFailure(form, error, { name: 'name', phone: 'phone', jobNumber: 'jobNumber', gender: 'gender' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('center.edit')}
      okText={t('center.save')}
      cancelText={t('center.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => unsaved.confirmLeave(onClose)}
      forceRender
    >
      {unsaved.holder}
      <Form form={form} layout="vertical" onFinish={save} requiredMark={false}>
        {unsaved.notice}
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
  );
}
