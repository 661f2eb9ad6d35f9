/**
 * Close a quality feedback ticket (docs/api.md "Production quality"): who completed it and the verification
 * result (each required, at most 50), then the Close button confirms; a closed ticket is no longer edited.
 * A refusal of a field goes on it; any other (closed already) is the server's reason, said once.
 */
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Alert, Form, message } from 'antd';
import { useEffect } from 'react';
import { useRules } from '@/components/form/useRules';
import { showFormFailure } from '@/components/form/serverErrors';
import { closeFeedbackTicket } from '@/services/production';
import { PRODUCTION_TEXT_MAX, type FeedbackTicket } from '@/services/types/production';
import { useTranslate } from '@/utils/translate';
import { ticketName } from './FeedbackForm';

interface CloseValues {
  completer: string;
  verificationResult: string;
}

export interface CloseModalProps {
  ticket?: FeedbackTicket;
  onClose: () => void;
  onClosed: (ticket: FeedbackTicket) => void;
}

export default function CloseModal({ ticket, onClose, onClosed }: CloseModalProps) {
  const rules = useRules();
  const [form] = Form.useForm<CloseValues>();
  const t = useTranslate();
  const open = ticket !== undefined;
  useEffect(() => {
    if (open && ticket) form.setFieldsValue({ completer: ticket.completer, verificationResult: ticket.verificationResult });
  }, [open, ticket, form]);
  return (
    <ModalForm<CloseValues>
      form={form}
      open={open}
      title={ticket ? t('production.feedback.close.title', { name: ticketName(ticket) }) : undefined}
      width={520}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      submitter={{ searchConfig: { submitText: t('production.feedback.close'), resetText: t('common.cancel') } }}
      onFinish={async (values) => {
        if (!ticket) return false;
        try {
          const closed = await closeFeedbackTicket(ticket.id, { completer: values.completer.trim(), verificationResult: values.verificationResult.trim() });
          message.success(t('production.feedback.closed', { name: ticketName(closed) }));
          onClosed(closed);
          return true;
        } catch (error) {
          showFormFailure(form, error, { completer: 'completer', verificationResult: 'verificationResult' }, 'production.feedback');
          return false;
        }
      }}
    >
      <Alert type="warning" showIcon message={t('production.feedback.close.notice')} style={{ marginBottom: 16 }} />
      <ProFormText
        name="completer"
        label={t('production.feedback.completer')}
        rules={rules.text({ required: 'production.feedback.form.completer.required', max: PRODUCTION_TEXT_MAX })}
        fieldProps={{ maxLength: PRODUCTION_TEXT_MAX }}
      />
      <ProFormText
        name="verificationResult"
        label={t('production.feedback.verificationResult')}
        rules={rules.text({ required: 'production.feedback.form.verificationResult.required', max: PRODUCTION_TEXT_MAX })}
        fieldProps={{ maxLength: PRODUCTION_TEXT_MAX }}
      />
    </ModalForm>
  );
}
