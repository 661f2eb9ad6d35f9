/**
 * The chosen project's software modules (server-paged), each expanding to its versions; the discipline and
 * platform tag in words (their dictionaries' labels, else the code as it is). Delete
 * (`config:delete`, confirmed; refused with the server's reason while referenced or publishing).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Space, Table, message } from 'antd';
import { useCallback, useState } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { useDictionaryLabels } from '@/components/dictionary/useDictionary';
import { showCallFailure } from '@/components/form/serverErrors';
import { EnumTag } from '@/components/table/EnumTag';
import { lazyDialog } from '@/components/lazyPart';
import { serverPager } from '@/components/table/pager';
import { useServerPage } from '@/components/table/useServerPage';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { deleteSoftwareModule, fetchSoftwareModulePage } from '@/services/normalization';
import type { PageQuery } from '@/services/types/list';
import { VERSION_STATUS, type SoftwareModule } from '@/services/types/normalization';
import type { Translate } from '@/utils/translate';
import { CONFIG_KEYS } from '../keys';
import Versions from './Versions';

// The form comes when first opened.
const ModuleForm = lazyDialog(() => import(/* webpackChunkName: "normalization-module-form" */ './ModuleForm'));

export default function Modules({ projectId, t }: { projectId: string; t: Translate }) {
  const access = useAccess();
  const intl = useIntl();
  const canDelete = access[CONFIG_KEYS.remove] === true;
  const canEdit = access[CONFIG_KEYS.edit] === true;
  const [editing, setEditing] = useState<{ module?: SoftwareModule }>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again on the same record.
  useDraftReopen('normalization.module', (context) => setEditing(context ? { module: context as SoftwareModule } : {}));
  const [confirm, confirmHolder] = useDangerConfirm();
  const fetchPage = useCallback((query: PageQuery) => fetchSoftwareModulePage({ ...query, projectId, sortField: 'name', sortOrder: 'ascend' }), [projectId]);
  const modules = useServerPage<SoftwareModule>(fetchPage);
  // A code in words (its dictionary entry's label), else as it is.
  const disciplineLabel = useDictionaryLabels('discipline');
  const platformTagLabel = useDictionaryLabels('platformTag');

  const confirmDelete = (module: SoftwareModule) =>
    confirm({
      title: t('normalization.module.delete.title', { name: module.name }),
      content: t('normalization.module.delete.content'),
      onOk: async () => {
        try {
          await deleteSoftwareModule(module.id);
        } catch (error) {
          showCallFailure(error);
          return;
        }
        message.success(t('normalization.module.deleted', { name: module.name }));
        modules.reload();
      },
    });

  return (
    <>
      {confirmHolder}
      {canEdit ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} style={{ marginBottom: 16 }}>
          {t('normalization.module.add')}
        </Button>
      ) : null}
      <Table<SoftwareModule>
        rowKey="id"
        size="small"
        data-testid="module-table"
        loading={modules.loading}
        dataSource={modules.rows}
        pagination={serverPager(modules, intl, { onChange: modules.goTo })}
        expandable={{ expandedRowRender: (module) => <Versions module={module} t={t} onChanged={modules.reload} /> }}
        columns={[
          { title: t('normalization.module.name'), dataIndex: 'name' },
          { title: t('normalization.module.englishName'), dataIndex: 'englishName' },
          { title: t('normalization.module.owner'), dataIndex: 'owner' },
          { title: t('normalization.module.discipline'), dataIndex: 'discipline', render: (_, module) => disciplineLabel(module.discipline) },
          { title: t('normalization.module.platformTag'), dataIndex: 'platformTag', render: (_, module) => platformTagLabel(module.platformTag) },
          { title: t('normalization.module.creator'), dataIndex: 'creator' },
          { title: t('normalization.module.id'), dataIndex: 'id' },
          {
            title: t('normalization.module.latest'),
            dataIndex: 'latestVersion',
            render: (_, module) => (module.latestVersion ? <>{module.latestVersion} <EnumTag enumeration={VERSION_STATUS} value={module.latestStatus} /></> : null),
          },
          ...(canDelete || canEdit
            ? [
                {
                  title: t('list.actions'),
                  key: 'actions',
                  render: (_: unknown, module: SoftwareModule) => (
                    <Space size={0}>
                      {canEdit ? (
                        <Button type="link" size="small" onClick={() => setEditing({ module })}>
                          {t('common.edit')}
                        </Button>
                      ) : null}
                      {canDelete ? (
                        <Button type="link" size="small" danger onClick={() => confirmDelete(module)}>
                          {t('common.delete')}
                        </Button>
                      ) : null}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ModuleForm
        open={editing !== undefined}
        projectId={projectId}
        module={editing?.module}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          modules.reload();
        }}
      />
    </>
  );
}
