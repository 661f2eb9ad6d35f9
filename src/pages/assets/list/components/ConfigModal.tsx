/**
 * Device configuration: the restart flag and the scene-test-and-mapping flag,
 * for one device (:singleDeviceConfig, which reads its current values) or
 * several (:multiDeviceConfig); with :multiDeviceConfigSend, "save and send"
 * pushes it to the devices and says which were offline.
 */
import { useAccess } from '@umijs/max';
import { Button, Descriptions, Form, Modal, Skeleton, Switch, Typography, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { DataText } from '@/components/DataText';
import { useUnsavedChanges } from '@/components/form/useUnsavedChanges';
import { fetchAssetConfig, saveAssetConfig, saveAssetsConfig, sendAssetsConfig } from '@/services/assets';
import type { AssetConfig, AssetRow } from '@/services/types/asset';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';

type Flags = Pick<AssetConfig, 'restartFlag' | 'sceneTestMapping'>;

export interface ConfigTarget {
  /** single: one device, its current values read first (:singleDeviceConfig); multi: the selection. */
  mode: 'single' | 'multi';
  rows: AssetRow[];
}

export default function ConfigModal({ target, onClose, onDone }: { target: ConfigTarget | undefined; onClose: () => void; onDone: () => void }) {
  const access = useAccess();
  const [form] = Form.useForm<Flags>();
  const [current, setCurrent] = useState<AssetConfig | undefined>();
  const [busy, setBusy] = useState<'save' | 'send' | undefined>();
  const rows = target?.rows ?? [];
  const single = target?.mode === 'single' ? rows[0] : undefined;
  const canSend = access['platform:assets:list:multiDeviceConfigSend'] === true;
  const t = useTranslate();

  useEffect(() => {
    setCurrent(undefined);
    if (!single) return;
    let live = true;
    fetchAssetConfig(single.id)
      .then((config) => {
        if (live) setCurrent(config);
      })
      .catch(onClose); // shown once by the pipeline; nothing to edit
    return () => {
      live = false;
    };
  }, [single, onClose]);

  const run = async (send: boolean) => {
    const flags = await form.validateFields();
    const ids = rows.map((row) => row.id);
    setBusy(send ? 'send' : 'save');
    try {
      if (single) await saveAssetConfig(single.id, flags);
      else await saveAssetsConfig(ids, flags);
      if (send) {
        const { sent, offline } = await sendAssetsConfig(ids);
        if (offline.length) message.warning(t('asset.config.sentOffline', { sent, offline: offline.length }));
        else message.success(t('asset.config.sent', { sent }));
      } else message.success(t('asset.config.saved'));
      unsaved.saved();
      onDone();
    } catch {
      // shown once by the pipeline; the modal stays open with the choices
    } finally {
      setBusy(undefined);
    }
  };

  const loading = Boolean(single) && !current;
  const initial: Flags = useMemo(() => current ?? { restartFlag: false, sceneTestMapping: false }, [current]);
  // Closed with changed choices (Cancel, its close button, Escape, the mask), it asks first.
  const unsaved = useUnsavedChanges(form, { initialValues: initial, active: rows.length > 0 && !loading });
  const close = () => unsaved.confirmLeave(onClose);
  return (
    <Modal
      open={rows.length > 0}
      title={single ? t('asset.config.title.single', { name: single.name }) : t('asset.config.title.multi', { count: rows.length })}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type={canSend ? 'default' : 'primary'} loading={busy === 'save'} disabled={loading || busy === 'send'} onClick={() => void run(false)}>
          {t('common.save')}
        </Button>,
        canSend ? (
          <Button key="send" type="primary" loading={busy === 'send'} disabled={loading || busy === 'save'} onClick={() => void run(true)}>
            {t('asset.config.send')}
          </Button>
        ) : null,
      ]}
    >
      {unsaved.holder}
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form form={form} name="config" initialValues={initial} key={single?.id ?? 'several'} layout="horizontal" labelCol={{ span: 12 }} wrapperCol={{ span: 12 }}>
          <Form.Item name="restartFlag" label={t('asset.restartFlag')} valuePropName="checked" extra={t('asset.config.restartHint')}>
            <Switch />
          </Form.Item>
          <Form.Item name="sceneTestMapping" label={t('asset.sceneTestMapping')} valuePropName="checked" extra={t('asset.config.mappingHint')}>
            <Switch />
          </Form.Item>
          {single ? (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('asset.config.sentAt')}>
                {current?.sentAt ? <DataText ltr>{formatDateTime(current.sentAt)}</DataText> : <Typography.Text type="secondary">{t('asset.config.neverSent')}</Typography.Text>}
              </Descriptions.Item>
            </Descriptions>
          ) : null}
        </Form>
      )}
    </Modal>
  );
}
