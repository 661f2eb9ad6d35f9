/**
 * The scene selector (sceneSelectOpen): scenes found by name or UUID on the
 * server; OK needs a choice. Scenes without a map are marked, and choosing
 * one is the caller's to handle (it offers to build the map).
 */
import { Form, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useData } from '@/request/useData';
import { fetchScenePage } from '@/services/scenes';
import { MAP_STATUS, type Scene } from '@/services/types/scene';
import { useTranslate } from '@/utils/translate';

interface SceneSelectProps {
  open: boolean;
  currentUuid?: string;
  onChoose: (scene: Scene) => void;
  onCancel: () => void;
}

const PAGE_SIZE = 50;

export default function SceneSelect({ open, currentUuid, onChoose, onCancel }: SceneSelectProps) {
  const t = useTranslate();
  const [form] = Form.useForm<{ uuid?: string }>();
  const [keyword, setKeyword] = useState('');
  const scenes = useData(
    () => fetchScenePage({ pageNumber: 1, pageSize: PAGE_SIZE, sortField: 'number', sortOrder: 'ascend', ...(keyword ? { keyword } : {}) }),
    { ready: open, refreshDeps: [keyword, open], debounceWait: 250, refreshOnWindowFocus: false },
  );

  const items = scenes.data?.items ?? [];
  const submit = async () => {
    try {
      const { uuid } = await form.validateFields();
      const scene = items.find((item) => item.uuid === uuid);
      if (scene) onChoose(scene);
    } catch {
      // the form shows what is missing
    }
  };

  return (
    <Modal
      open={open}
      title={t('map.scene.choose')}
      okText={t('map.scene.confirm')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {/* The dialog's content leaves when it closes: each opening starts from the current scene. */}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ uuid: currentUuid }}>
        <Form.Item name="uuid" label={t('map.scene.label')} rules={[{ required: true, message: t('map.scene.required') }]}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={scenes.loading}
            placeholder={t('map.scene.placeholder')}
            notFoundContent={scenes.loading ? null : t('map.scene.notFound')}
            options={items.map((scene) => ({
              value: scene.uuid,
              title: scene.name,
              label: (
                <Space size={6}>
                  <Typography.Text type="secondary">#{scene.number}</Typography.Text>
                  <span>{scene.name}</span>
                  {scene.mapStatus === MAP_STATUS.values.NONE ? <Tag color="warning">{t('map.scene.noMapTag')}</Tag> : null}
                </Space>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
