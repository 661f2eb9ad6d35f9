/**
 * Vendor or enterprise lock on the chosen assets: lock, temporary lock (until
 * a future time) or cancel lock.
 */
import { ModalForm, ProFormDateTimePicker, ProFormRadio } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { showFormFailure } from '@/components/form/serverErrors';
import { lockAssets } from '@/services/assets';
import type { LockAction, LockKind } from '@/services/types/asset';
import { useUnsavedChanges } from '@/components/form/useUnsavedChanges';
import { DRAFT_FORMS } from '@/drafts/forms';

interface LockValues {
  kind: LockKind;
  action: LockAction;
  until?: Dayjs;
}

const KINDS: LockKind[] = ['vendor', 'enterprise'];
const ACTIONS: LockAction[] = ['lock', 'temporary', 'cancel'];

const LOCK_START: Partial<LockValues> = { kind: 'vendor', action: 'lock' };

export default function LockModal({ ids, onClose, onDone }: { ids: string[]; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const [form] = Form.useForm<LockValues>();
  const action = Form.useWatch('action', form);
  // Closed with changed choices it asks first; a lost session or a reload keeps them for the same assets.
  const unsaved = useUnsavedChanges(form, { initialValues: LOCK_START, active: ids.length > 0, draft: { form: DRAFT_FORMS.assetLock, context: ids } });
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const submit = async (values: LockValues) => {
    try {
      const { updated } = await unsaved.whileSaving(lockAssets(ids, values.kind, values.action, values.until ? dayjs(values.until).valueOf() : undefined));
      unsaved.saved();
      message.success(t('asset.lock.done', { count: updated }));
      onDone();
      return true;
    } catch (error) {
      showFormFailure(form, error, { until: 'until', kind: 'kind', action: 'action' });
      return false;
    }
  };
  return (
    <ModalForm<LockValues>
      form={form}
      name="lock"
      dateFormatter={false}
      open={ids.length > 0}
      title={t('asset.lock.title', { count: ids.length })}
      width={480}
      initialValues={LOCK_START}
      modalProps={{ destroyOnHidden: true, onCancel: () => unsaved.confirmLeave(onClose), okText: t('common.ok'), cancelText: t('common.cancel') }}
      onFinish={submit}
    >
      {unsaved.holder}
      {unsaved.notice}
      <ProFormRadio.Group name="kind" label={t('asset.lock.kind')} radioType="button" options={KINDS.map((kind) => ({ value: kind, label: t(`asset.lock.kind.${kind}`) }))} />
      <ProFormRadio.Group name="action" label={t('asset.lock.action')} options={ACTIONS.map((value) => ({ value, label: t(`asset.lock.action.${value}`) }))} />
      {action === 'temporary' ? (
        <ProFormDateTimePicker
          name="until"
          label={t('asset.lock.until')}
          fieldProps={{ disabledDate: (day: Dayjs) => day.isBefore(dayjs(), 'day'), style: { width: '100%' } }}
          rules={[
            { required: true, message: t('asset.lock.until.required') },
            { validator: (_, value?: Dayjs) => (!value || dayjs(value).isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('asset.lock.until.future')))) },
          ]}
        />
      ) : null}
    </ModalForm>
  );
}
