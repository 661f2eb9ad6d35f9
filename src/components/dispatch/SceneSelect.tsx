/**
 * The scene selector (sceneSelectOpen): scenes found by name or UUID on the
 * server; OK needs a choice. Scenes without a map are marked, and choosing
 * one is the caller's to handle (it offers to build the map). The one rule
 * (choose a scene) is checked here: the form is antd's as drawn by LeanForm,
 * so that a dispatch screen, which opens the selector at once in a new tab,
 * does not load antd's form machinery.
 */
import { useIntl } from '@umijs/max';
import { Modal, Space, Tag } from 'antd';
import { LeanForm, LeanFormItem } from '@/components/lean/LeanForm';
import { LeanText } from '@/components/lean/LeanTypography';
import { Select } from '@/components/lean/reachedFields';
import { useState } from 'react';
import { useData } from '@/request/useData';
import { fetchScenePage } from '@/services/scenes';
import { MAP_STATUS, type Scene } from '@/services/types/scene';

interface SceneSelectProps {
  open: boolean;
  currentUuid?: string;
  onChoose: (scene: Scene) => void;
  onCancel: () => void;
}

const PAGE_SIZE = 50;

export default function SceneSelect({ open, currentUuid, onChoose, onCancel }: SceneSelectProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [uuid, setUuid] = useState<string | undefined>(currentUuid);
  const [missing, setMissing] = useState(false);
  const [keyword, setKeyword] = useState('');
  // Each opening starts from the current scene, as a form drawn anew would.
  const [openedWith, setOpenedWith] = useState<{ open: boolean; currentUuid?: string }>({ open, currentUuid });
  if (openedWith.open !== open || openedWith.currentUuid !== currentUuid) {
    setOpenedWith({ open, currentUuid });
    if (open) {
      setUuid(currentUuid);
      setMissing(false);
    }
  }
  const scenes = useData(
    () => fetchScenePage({ pageNumber: 1, pageSize: PAGE_SIZE, sortField: 'number', sortOrder: 'ascend', ...(keyword ? { keyword } : {}) }),
    { ready: open, refreshDeps: [keyword, open], debounceWait: 250, refreshOnWindowFocus: false },
  );

  const items = scenes.data?.items ?? [];
  const submit = () => {
    if (!uuid) {
      setMissing(true);
      return;
    }
    const scene = items.find((item) => item.uuid === uuid);
    if (scene) onChoose(scene);
  };

  return (
    <Modal
      open={open}
      title={t('map.scene.choose')}
      okText={t('map.scene.confirm')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      {/* Enter in the search checks the rule, as antd's form did; choosing is OK's. */}
      <LeanForm onSubmit={() => setMissing(!uuid)}>
        <LeanFormItem id="scene-uuid" label={t('map.scene.label')} required error={missing ? t('map.scene.required') : undefined}>
          <Select
            value={uuid}
            onChange={(value: string) => {
              setUuid(value);
              setMissing(false);
            }}
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
                  <LeanText type="secondary">#{scene.number}</LeanText>
                  <span>{scene.name}</span>
                  {scene.mapStatus === MAP_STATUS.values.NONE ? <Tag color="warning">{t('map.scene.noMapTag')}</Tag> : null}
                </Space>
              ),
            }))}
          />
        </LeanFormItem>
      </LeanForm>
    </Modal>
  );
}
