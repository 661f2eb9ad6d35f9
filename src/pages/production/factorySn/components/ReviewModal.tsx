/**
 * Approve or reject an applied application (docs/api.md "Production quality"): its remarks (10-200
 * characters), then confirm. A refusal of the remarks goes on the field; any other (reviewed already, the
 * applicant's own) is the server's reason, said once.
 */
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { useEffect } from 'react';
import { showFormFailure } from '@/components/form/serverErrors';
import { approveSnApplication, rejectSnApplication } from '@/services/production';
import { PRODUCTION_LONG_TEXT_MAX, REVIEW_REMARKS_MIN, type SnApplication, type SnReviewInput } from '@/services/types/production';
import { useTranslate } from '@/utils/translate';

export interface Review {
  application: SnApplication;
  approve: boolean;
}

export interface ReviewModalProps {
  review?: Review;
  onClose: () => void;
  onReviewed: (application: SnApplication) => void;
}

export default function ReviewModal({ review, onClose, onReviewed }: ReviewModalProps) {
  const [form] = Form.useForm<SnReviewInput>();
  const t = useTranslate();
  const open = review !== undefined;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const verb = review?.approve ? 'approve' : 'reject';
  return (
    <ModalForm<SnReviewInput>
      form={form}
      open={open}
      title={review ? t(`production.application.${verb}.title`, { number: review.application.applicationNumber }) : undefined}
      width={520}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      submitter={{ searchConfig: { submitText: t(`production.application.${verb}`) } }}
      onFinish={async (values) => {
        if (!review) return false;
        const remarks = values.remarks.trim();
        try {
          const reviewed = await (review.approve ? approveSnApplication : rejectSnApplication)(review.application.id, { remarks });
          message.success(t(review.approve ? 'production.application.approved' : 'production.application.rejected', { number: reviewed.applicationNumber }));
          onReviewed(reviewed);
          return true;
        } catch (error) {
          showFormFailure(form, error, { remarks: 'remarks' }, 'production.application');
          return false;
        }
      }}
    >
      <ProFormTextArea
        name="remarks"
        label={t('production.application.remarks')}
        rules={[
          { required: true, whitespace: true, message: t('production.application.form.remarks.required') },
          { min: REVIEW_REMARKS_MIN, message: t('rules.text.min', { min: REVIEW_REMARKS_MIN }) },
          { max: PRODUCTION_LONG_TEXT_MAX, message: t('rules.text.max', { max: PRODUCTION_LONG_TEXT_MAX }) },
        ]}
        fieldProps={{ maxLength: PRODUCTION_LONG_TEXT_MAX, showCount: true, rows: 3 }}
      />
    </ModalForm>
  );
}
