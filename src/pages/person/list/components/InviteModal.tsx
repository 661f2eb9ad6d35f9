/**
 * Invite someone into the company (`platform:person:list:invite`), by link
 * or by email, with a role (Member unless chosen). The link is good for one
 * registration within 14 days: it shows, copyable, with its end.
 */
import { Button, Form, Input, Modal, Radio, Result, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { DRAFT_FORMS } from '@/drafts/forms';
import { useUnsavedChanges } from '@/components/form/useUnsavedChanges';
import { showFormFailure } from '@/components/form/serverErrors';
import { useRules } from '@/components/form/useRules';
import { createInvitation } from '@/services/members';
import { MEMBER_ROLE_ID, type Invitation } from '@/services/types/member';
import type { RoleOption } from '@/services/types/role';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';
import { invitationUrl } from './invitationUrl';

type Way = 'link' | 'email';

interface FormValues {
  way: Way;
  email?: string;
  roleId?: string;
}

const SERVER_FIELDS = { email: 'email', roleId: 'roleId' };

export default function InviteModal({ open, roles, onClose, onInvited }: { open: boolean; roles: RoleOption[]; onClose: () => void; onInvited: () => void }) {
  const rules = useRules();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [made, setMade] = useState<Invitation>();
  const way = Form.useWatch('way', form);
  const t = useTranslate();
  const defaultRole = roles.some((role) => role.id === MEMBER_ROLE_ID) ? MEMBER_ROLE_ID : undefined;
  const initialValues = useMemo<FormValues>(() => ({ way: 'link', roleId: defaultRole }), [defaultRole]);
  // Filled afresh when it opens (before a draft kept of it comes back: useUnsavedChanges' effect runs after this one).
  useEffect(() => {
    if (open) {
      setMade(undefined);
      form.resetFields();
      form.setFieldsValue({ way: 'link', roleId: defaultRole });
    }
  }, [open, form, defaultRole]);

  // Closed with the invitation half filled in (Cancel, its close button, Escape, the mask), it asks first.
  const unsaved = useUnsavedChanges(form, { initialValues, active: open && !made, draft: { form: DRAFT_FORMS.invite } });
  const close = () => (made ? onClose() : unsaved.confirmLeave(onClose));

  const submit = async (values: FormValues) => {
    setSaving(true);
    try {
      const invitation = await unsaved.whileSaving(
        createInvitation({
          ...(values.way === 'email' ? { email: (values.email ?? '').trim() } : {}),
          roleId: values.roleId ?? null,
        }),
      );
      unsaved.saved();
      setMade(invitation);
      onInvited();
    } catch (error) {
      showFormFailure(form, error, SERVER_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const footer = made
    ? [
        <Button key="again" onClick={() => setMade(undefined)}>
          {t('person.invite.again')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => form.submit()}>
          {t('person.invite.submit')}
        </Button>,
      ];

  return (
    <Modal open={open} title={t('person.invite.title')} onCancel={close} footer={footer} forceRender width={560}>
      {unsaved.holder}
      {made ? (
        <Result
          status="success"
          title={made.email ? t('person.invite.sent', { email: made.email }) : t('person.invite.made')}
          subTitle={t('person.invite.validUntil', { date: formatDateTime(made.expiresAt) })}
          extra={
            <Typography.Paragraph copyable={{ text: invitationUrl(made.code) }} data-testid="invite-link" style={{ wordBreak: 'break-all' }}>
              {invitationUrl(made.code)}
            </Typography.Paragraph>
          }
        />
      ) : null}
      <Form<FormValues> form={form} layout="vertical" onFinish={submit} hidden={Boolean(made)} initialValues={initialValues}>
        {unsaved.notice}
        <Form.Item name="way" label={t('person.invite.way')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'link', label: t('person.invite.byLink') },
              { value: 'email', label: t('person.invite.byEmail') },
            ]}
          />
        </Form.Item>
        {way === 'email' ? (
          <Form.Item name="email" label={t('account.email')} rules={rules.email()}>
            <Input maxLength={254} />
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary">{t('person.invite.linkHint')}</Typography.Paragraph>
        )}
        <Form.Item name="roleId" label={t('account.role')}>
          <Select allowClear placeholder={t('person.role.none')} options={roles.map((role) => ({ value: role.id, label: role.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
