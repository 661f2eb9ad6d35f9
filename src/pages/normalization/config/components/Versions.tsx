/**
 * A module's versions (version, status, publisher, time), polled while one is publishing or rolling
 * back. Publish a new version (`config:publish`): disabled, with a tooltip naming the unsuccessful
 * version, while one is (the server refuses it too, and its reason is shown); rerelease a failed one,
 * roll back a successful one (confirmed), delete (`config:delete`, confirmed), refresh one version's
 * status. Each version opens its deliveries in a drawer. The module's row above shows its newest version
 * and status: when the versions shown here change their statuses (a poll, an action) and the newest one no
 * longer reads as that row does, the modules list is read again (`onChanged`), once for each change.
 */
import { useAccess, useIntl } from '@umijs/max';
import { Button, Form, Input, Space, Table, Tooltip, message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfirm, useDangerConfirm } from '@/components/confirm/useConfirm';
import FormDialog from '@/components/form/FormDialog';
import { showCallFailure } from '@/components/form/serverErrors';
import { EnumTag } from '@/components/table/EnumTag';
import { serverPager } from '@/components/table/pager';
import { useServerPage } from '@/components/table/useServerPage';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import {
  deleteModuleVersion,
  fetchModuleVersionPage,
  publishModuleVersion,
  rereleaseModuleVersion,
  rollbackModuleVersion,
} from '@/services/normalization';
import type { PageQuery } from '@/services/types/list';
import { UNSUCCESSFUL_VERSION_STATUSES, VERSION_STATUS, type ModuleVersion, type ModuleVersionInput, type SoftwareModule } from '@/services/types/normalization';
import { formatDateTime } from '@/utils/format';
import type { Translate } from '@/utils/translate';
import { CONFIG_KEYS, PUBLISH_DRAFT, VERSION_POLL_MS } from '../keys';
import Deliveries from './Deliveries';

const MOVING: readonly number[] = [VERSION_STATUS.values.PUBLISHING, VERSION_STATUS.values.ROLLING_BACK];
const pollWhileMoving = (rows: ModuleVersion[]) => (rows.some((row) => MOVING.includes(row.status)) ? VERSION_POLL_MS : 0);

/**
 * Publish a new version: the console's unsaved-changes guard (closing with changes asks first; a lost
 * session or a reload keeps them as a draft for the same module); a refusal keeps what was typed, a field
 * reason on its field, any other the one message.
 */
function PublishForm({ moduleId, t, onClose, save }: { moduleId: string; t: Translate; onClose: () => void; save: (input: ModuleVersionInput) => Promise<void> }) {
  const [form] = Form.useForm<ModuleVersionInput>();
  return (
    <FormDialog<ModuleVersionInput>
      form={form}
      title={t('normalization.version.publish')}
      okText={t('normalization.version.publish.ok')}
      draft={{ form: PUBLISH_DRAFT, context: moduleId }}
      save={save}
      serverFields={{ version: 'version', notes: 'notes' }}
      failurePrefix="normalization.version"
      onClose={onClose}
    >
      <Form.Item
        name="version"
        label={t('normalization.version.version')}
        rules={[
          { required: true, message: t('normalization.version.form.version.required') },
          { pattern: /^\d+(\.\d+)*$/, message: t('normalization.version.form.version.invalid') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="notes" label={t('normalization.version.notes')} rules={[{ max: 200 }]}>
        <Input.TextArea maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * Calls `onChanged` when the versions shown are first read or their statuses change (a reload that changes
 * nothing does not count) and the newest one shown (page 1, newest first) reads otherwise than the module's
 * row, or none is left while the row names one. Only a change of the statuses here sets it off, never a
 * reload of the modules, so the two lists cannot keep each other loading.
 */
function useFollowNewest(module: SoftwareModule, versions: { rows: ModuleVersion[]; loading: boolean; pageNumber: number }, onChanged: () => void) {
  const statuses = versions.rows.map((row) => `${row.id}:${row.status}`).join(',');
  const seen = useRef<string>();
  const latest = useRef({ module, onChanged });
  latest.current = { module, onChanged };
  useEffect(() => {
    if (versions.loading || seen.current === statuses) return;
    seen.current = statuses;
    if (versions.pageNumber !== 1) return;
    const [newest] = versions.rows;
    const row = latest.current.module;
    // No version left: the row should say none.
    const differs = newest ? newest.version !== row.latestVersion || newest.status !== row.latestStatus : Boolean(row.latestVersion);
    if (differs) latest.current.onChanged();
    // Only the statuses and the loading state set this off; the rows and the page are read with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statuses, versions.loading]);
}

export default function Versions({ module, t, onChanged }: { module: SoftwareModule; t: Translate; onChanged: () => void }) {
  const access = useAccess();
  const intl = useIntl();
  const can = { publish: access[CONFIG_KEYS.publish] === true, remove: access[CONFIG_KEYS.remove] === true };
  const [confirm, confirmHolder] = useConfirm();
  const [confirmDanger, dangerHolder] = useDangerConfirm();
  const [publishing, setPublishing] = useState(false);
  // Back after a lost session or a reload with the publish form's changes kept: it opens again on the same module.
  useDraftReopen(PUBLISH_DRAFT, (context) => context === module.id && setPublishing(true));
  const [opened, setOpened] = useState<ModuleVersion>();
  const fetchPage = useCallback((query: PageQuery) => fetchModuleVersionPage(module.id, { ...query, sortField: 'createdAt', sortOrder: 'descend' }), [module.id]);
  const versions = useServerPage<ModuleVersion>(fetchPage, { polling: pollWhileMoving });
  const rows = versions.rows;
  useFollowNewest(module, versions, onChanged);
  const blocking = rows.find((row) => UNSUCCESSFUL_VERSION_STATUSES.includes(row.status));
  const statusWord = (value: number) => t(VERSION_STATUS.idOf(value));
  // The modules' row follows through useFollowNewest, once the versions read again show the change.
  const changed = () => versions.reload();

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
    } catch (error) {
      showCallFailure(error);
      return;
    }
    message.success(done);
    changed();
  };

  const publish = async (input: ModuleVersionInput) => {
    await publishModuleVersion(module.id, input);
    message.success(t('normalization.version.published', { version: input.version }));
    setPublishing(false);
    changed();
  };

  const refresh = async (version: ModuleVersion) => {
    // Re-reads the one version (filter `id`): its status now, said once; the list follows.
    const page = await fetchModuleVersionPage(module.id, { pageNumber: 1, pageSize: 10, id: version.id }).catch(() => undefined);
    const fresh = page?.items[0];
    if (fresh) message.info(t('normalization.version.refreshed', { version: fresh.version, status: statusWord(fresh.status) }));
    changed();
  };


  return (
    <div>
      {confirmHolder}
      {dangerHolder}
      {can.publish ? (
        <Tooltip title={blocking ? t('normalization.version.blocked', { version: blocking.version, status: statusWord(blocking.status) }) : undefined}>
          <Button type="primary" size="small" disabled={Boolean(blocking)} onClick={() => setPublishing(true)} style={{ marginBottom: 8 }}>
            {t('normalization.version.publish')}
          </Button>
        </Tooltip>
      ) : null}
      {blocking ? (
        <div style={{ marginBottom: 8 }} data-testid="publish-blocked">
          {t('normalization.version.blocked', { version: blocking.version, status: statusWord(blocking.status) })}
        </div>
      ) : null}
      <Table<ModuleVersion>
        rowKey="id"
        size="small"
        data-testid={`version-table-${module.id}`}
        loading={versions.loading}
        dataSource={rows}
        pagination={serverPager(versions, intl, { onChange: versions.goTo })}
        columns={[
          { title: t('normalization.version.version'), dataIndex: 'version' },
          {
            title: t('normalization.version.status'),
            dataIndex: 'status',
            render: (_, row) => (
              <>
                <EnumTag enumeration={VERSION_STATUS} value={row.status} />
                {row.status === VERSION_STATUS.values.ROLLBACK_SUCCESS && row.rolledBackTo ? t('normalization.version.rolledBackTo', { version: row.rolledBackTo }) : null}
              </>
            ),
          },
          { title: t('normalization.version.publisher'), dataIndex: 'publisher' },
          { title: t('normalization.version.createdAt'), dataIndex: 'createdAt', render: (value: number) => formatDateTime(value) },
          {
            title: t('list.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setOpened(row)}>
                  {t('normalization.version.deliveries')}
                </Button>
                <Button type="link" size="small" onClick={() => void refresh(row)}>
                  {t('normalization.version.refresh')}
                </Button>
                {can.publish && row.status === VERSION_STATUS.values.FAILED ? (
                  <Button type="link" size="small" onClick={() => void act(() => rereleaseModuleVersion(row.id), t('normalization.version.rereleased', { version: row.version }))}>
                    {t('normalization.version.rerelease')}
                  </Button>
                ) : null}
                {can.publish && row.status === VERSION_STATUS.values.SUCCESS ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      confirm({
                        title: t('normalization.version.rollback.title', { version: row.version }),
                        content: t('normalization.version.rollback.content'),
                        okText: t('normalization.version.rollback'),
                        onOk: () => act(() => rollbackModuleVersion(row.id), t('normalization.version.rollingBack', { version: row.version })),
                      })
                    }
                  >
                    {t('normalization.version.rollback')}
                  </Button>
                ) : null}
                {can.remove ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() =>
                      confirmDanger({
                        title: t('normalization.version.delete.title', { version: row.version }),
                        content: t('normalization.version.delete.content'),
                        onOk: () => act(() => deleteModuleVersion(row.id), t('normalization.version.deleted', { version: row.version })),
                      })
                    }
                  >
                    {t('common.delete')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {publishing ? <PublishForm moduleId={module.id} t={t} onClose={() => setPublishing(false)} save={publish} /> : null}
      <Deliveries version={opened} module={module} t={t} onClose={() => setOpened(undefined)} />
    </div>
  );
}
