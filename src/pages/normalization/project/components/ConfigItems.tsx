/**
 * A project's config items (code, name, type in words): add and delete behind `:edit`. The name is
 * suggested within 5 characters (section 5): the form says so under the field and warns past 5, without
 * refusing (docs/choices.md). The server answers the project's items after each change.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Table, message } from 'antd';
import { useState } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import FormDialog from '@/components/form/FormDialog';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { EnumTag } from '@/components/table/EnumTag';
import { addConfigItem, deleteConfigItem } from '@/services/normalization';
import { CONFIG_ITEM_TYPE, type ConfigItem } from '@/services/types/normalization';
import { PROJECT_DRAFTS } from '../keys';
import type { Translate } from '@/utils/translate';

/** Section 5: a config item's name is suggested within this many characters. */
export const CONFIG_NAME_SUGGESTED = 5;
const CODE_MAX = 20;
const NAME_MAX = 50;
const CODE = /^[A-Za-z0-9_]+$/;

export interface ConfigItemsProps {
  projectId: string;
  items: ConfigItem[];
  canEdit: boolean;
  t: Translate;
  onChange: (items: ConfigItem[]) => void;
}

const ITEM_START: Partial<ConfigItem> = { type: CONFIG_ITEM_TYPE.values.TEXT as ConfigItem['type'] };

/** Add a config item: the console's unsaved-changes guard and draft (the project is the path); a refusal keeps what was typed. */
function AddItem({ projectId, t, onClose, onAdded }: { projectId: string; t: Translate; onClose: () => void; onAdded: (items: ConfigItem[]) => void }) {
  const [form] = Form.useForm<ConfigItem>();
  const save = async (values: ConfigItem) => {
    const name = values.name.trim();
    const items = await addConfigItem(projectId, { code: values.code.trim(), name, type: values.type });
    message.success(t('normalization.configItem.added', { name }));
    onAdded(items);
  };
  return (
    <FormDialog<ConfigItem>
      form={form}
      title={t('normalization.configItem.add')}
      okText={t('common.save')}
      draft={{ form: PROJECT_DRAFTS.configItem }}
      initialValues={ITEM_START}
      save={save}
      serverFields={{ code: 'code', name: 'name', type: 'type' }}
      failurePrefix="normalization.configItem"
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('normalization.configItem.code')}
        extra={t('normalization.configItem.code.extra')}
        rules={[
          { required: true, whitespace: true, message: t('normalization.configItem.code.required') },
          { pattern: CODE, message: t('normalization.configItem.code.invalid') },
        ]}
      >
        <Input maxLength={CODE_MAX} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('normalization.configItem.name')}
        extra={t('normalization.configItem.name.extra', { count: CONFIG_NAME_SUGGESTED })}
        rules={[
          { required: true, whitespace: true, message: t('normalization.configItem.name.required') },
          {
            warningOnly: true,
            validator: (_, value: string | undefined) =>
              (value ?? '').trim().length > CONFIG_NAME_SUGGESTED
                ? Promise.reject(new Error(t('normalization.configItem.name.long', { count: CONFIG_NAME_SUGGESTED })))
                : Promise.resolve(),
          },
        ]}
      >
        <Input maxLength={NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="type" label={t('normalization.configItem.type')} rules={[{ required: true }]}>
        <Select options={CONFIG_ITEM_TYPE.entries.map((entry) => ({ value: entry.value, label: t(entry.id) }))} />
      </Form.Item>
    </FormDialog>
  );
}

export default function ConfigItems({ projectId, items, canEdit, t, onChange }: ConfigItemsProps) {
  const [adding, setAdding] = useState(false);
  // Back after a lost session or a reload with the form's changes kept: it opens again.
  useDraftReopen(PROJECT_DRAFTS.configItem, () => canEdit && setAdding(true));
  const [confirm, confirmHolder] = useDangerConfirm();
  const confirmDelete = (item: ConfigItem) =>
    confirm({
      title: t('normalization.configItem.delete.title', { name: item.name }),
      content: t('normalization.configItem.delete.content', { code: item.code }),
      onOk: async () => {
        onChange(await deleteConfigItem(projectId, item.code));
        message.success(t('normalization.configItem.deleted', { name: item.name }));
      },
    });
  return (
    <>
      {confirmHolder}
      {canEdit ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} style={{ marginBottom: 16 }}>
          {t('normalization.configItem.add')}
        </Button>
      ) : null}
      <Table<ConfigItem>
        rowKey="code"
        size="small"
        dataSource={items}
        pagination={false}
        data-testid="config-item-table"
        columns={[
          { title: t('normalization.configItem.code'), dataIndex: 'code' },
          { title: t('normalization.configItem.name'), dataIndex: 'name' },
          { title: t('normalization.configItem.type'), dataIndex: 'type', render: (value: number) => <EnumTag enumeration={CONFIG_ITEM_TYPE} value={value} /> },
          ...(canEdit
            ? [
                {
                  title: t('list.actions'),
                  key: 'actions',
                  render: (_: unknown, item: ConfigItem) => (
                    <Button type="link" size="small" danger onClick={() => confirmDelete(item)}>
                      {t('common.delete')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {adding ? (
        <AddItem
          projectId={projectId}
          t={t}
          onClose={() => setAdding(false)}
          onAdded={(next) => {
            setAdding(false);
            onChange(next);
          }}
        />
      ) : null}
    </>
  );
}
