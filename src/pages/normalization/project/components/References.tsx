/**
 * A project's referenced software modules (module, version, referencer, time, status), polled while one
 * is referencing. "Reference a module" (`:edit`, and the config key the module and version lists need):
 * a module of the project and one of its successful versions. A module already referenced is
 * overwritten after a confirmation naming both versions (`overwrite: true`); the server's refusals (a
 * failed reference of another module, one still referencing) are shown once.
 */
import { PlusOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button, Form, Select, Table, message } from 'antd';
import { useCallback, useState } from 'react';
import { DataText } from '@/components/DataText';
import { useConfirm } from '@/components/confirm/useConfirm';
import { showCallFailure } from '@/components/form/serverErrors';
import FormDialog from '@/components/form/FormDialog';
import { EnumTag } from '@/components/table/EnumTag';
import { useServerPage } from '@/components/table/useServerPage';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { STATUS } from '@/request/codes';
import { ApiError } from '@/request/errors';
import { useData } from '@/request/useData';
import { fetchModuleReferencePage, fetchModuleVersionPage, fetchSoftwareModulePage, referenceModule } from '@/services/normalization';
import { REFERENCE_STATUS, VERSION_STATUS, type ModuleReference, type ModuleReferenceInput, type VersionStatus } from '@/services/types/normalization';
import { PAGE_SIZE_OPTIONS, type PageQuery } from '@/services/types/list';
import { formatDateTime } from '@/utils/format';
import { PROJECT_DRAFTS, PROJECT_KEYS } from '../keys';
import type { Translate } from '@/utils/translate';

/** How often the references are asked again while one is referencing (a reference takes about 10 s). */
export const REFERENCE_POLL_MS = 3000;
/** The contract's largest page: a project's references, modules and a module's versions fit in one. */
const ONE_PAGE = PAGE_SIZE_OPTIONS[PAGE_SIZE_OPTIONS.length - 1];

const pollWhileReferencing = (rows: ModuleReference[]) => (rows.some((row) => row.status === REFERENCE_STATUS.values.REFERENCING) ? REFERENCE_POLL_MS : 0);

interface Choice {
  moduleId: string;
  version: string;
}

/**
 * Reference a module version: the console's unsaved-changes guard and draft (the project is the path).
 * `onSubmit` gets `saved` to call once the reference is made: until then (refused, or waiting for the
 * overwrite's confirmation) the choice stays, and closing with it asks first.
 */
function ReferenceForm({
  projectId,
  t,
  onClose,
  onSubmit,
}: {
  projectId: string;
  t: Translate;
  onClose: () => void;
  /** Resolves false while an overwrite is still to be confirmed (`saved` is called once it is sent). */
  onSubmit: (choice: Choice, moduleName: string, saved: () => void) => Promise<boolean>;
}) {
  const [form] = Form.useForm<Choice>();
  const moduleId = Form.useWatch('moduleId', form);
  const modules = useData(() => fetchSoftwareModulePage({ projectId, pageNumber: 1, pageSize: ONE_PAGE, sortField: 'name', sortOrder: 'ascend' }), {
    refreshDeps: [projectId],
  });
  const versions = useData(
    () =>
      moduleId
        ? fetchModuleVersionPage(moduleId, { pageNumber: 1, pageSize: ONE_PAGE, status: VERSION_STATUS.values.SUCCESS as VersionStatus, sortField: 'version', sortOrder: 'descend' })
        : Promise.resolve(undefined),
    { refreshDeps: [moduleId] },
  );
  const save = (values: Choice, saved: () => void) =>
    onSubmit(values, modules.data?.items.find((module) => module.id === values.moduleId)?.name ?? values.moduleId, saved);
  return (
    <FormDialog<Choice>
      form={form}
      title={t('normalization.reference.add')}
      okText={t('normalization.reference.submit')}
      draft={{ form: PROJECT_DRAFTS.reference }}
      save={save}
      serverFields={{ moduleId: 'moduleId', version: 'version' }}
      onClose={onClose}
    >
      <Form.Item name="moduleId" label={t('normalization.projectPage.reference.module')} rules={[{ required: true, message: t('normalization.reference.module.required') }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={modules.loading}
          options={(modules.data?.items ?? []).map((module) => ({ value: module.id, label: module.name }))}
          onChange={() => form.setFieldValue('version', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="version"
        label={t('normalization.projectPage.reference.version')}
        extra={t('normalization.reference.version.extra')}
        rules={[{ required: true, message: t('normalization.reference.version.required') }]}
      >
        <Select
          showSearch
          disabled={!moduleId}
          loading={versions.loading}
          options={(versions.data?.items ?? []).map((version) => ({ value: version.version, label: version.version }))}
          notFoundContent={t('normalization.reference.version.none')}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** The versions of a refused overwrite (40901 with `{ currentVersion, version }`), if it is one. */
function overwriteOf(error: unknown): { currentVersion: string; version: string } | undefined {
  if (!(error instanceof ApiError) || error.code !== STATUS.CONFLICT) return undefined;
  const result = error.result as { currentVersion?: unknown; version?: unknown } | null | undefined;
  return typeof result?.currentVersion === 'string' && typeof result.version === 'string'
    ? { currentVersion: result.currentVersion, version: result.version }
    : undefined;
}

export default function References({ projectId, t }: { projectId: string; t: Translate }) {
  const access = useAccess();
  const canReference = access[PROJECT_KEYS.edit] === true && access[PROJECT_KEYS.config] === true;
  const [adding, setAdding] = useState(false);
  // Back after a lost session or a reload with the form's changes kept: it opens again.
  useDraftReopen(PROJECT_DRAFTS.reference, () => canReference && setAdding(true));
  const [confirm, confirmHolder] = useConfirm();
  // Asked again every few seconds while a reference is referencing (the shared server-page hook), quietly; none, no polling.
  const fetchPage = useCallback(
    (query: PageQuery) => fetchModuleReferencePage(projectId, { ...query, sortField: 'createdAt', sortOrder: 'descend' }),
    [projectId],
  );
  const references = useServerPage<ModuleReference>(fetchPage, { pageSize: ONE_PAGE, polling: pollWhileReferencing });
  const rows = references.rows;

  // `saved`: the form's changes are saved (leaving asks nothing more). A refusal other than an overwrite to
  // confirm is the dialog's to show (FormDialog): what was typed stays.
  const send = async (input: ModuleReferenceInput, moduleName: string, saved: () => void): Promise<boolean> => {
    try {
      await referenceModule(projectId, input);
    } catch (error) {
      const overwrite = input.overwrite ? undefined : overwriteOf(error);
      if (!overwrite) throw error;
      askOverwrite({ moduleId: input.moduleId, version: input.version }, moduleName, overwrite.currentVersion, saved);
      return false;
    }
    saved();
    message.success(t('normalization.reference.started', { module: moduleName, version: input.version }));
    setAdding(false);
    references.reload();
    return true;
  };

  const askOverwrite = (choice: Choice, moduleName: string, current: string, saved: () => void) =>
    confirm({
      title: t('normalization.reference.overwrite.title', { module: moduleName }),
      content: t('normalization.reference.overwrite.content', { module: moduleName, current, version: choice.version }),
      okText: t('normalization.reference.overwrite.ok'),
      // Confirmed: sent as an overwrite; its refusal is said once (the dialog is no longer the one asking).
      onOk: () => send({ ...choice, overwrite: true }, moduleName, saved).catch(showCallFailure),
    });

  const submit = async (choice: Choice, moduleName: string, saved: () => void): Promise<boolean> => {
    const prior = rows.find((row) => row.moduleId === choice.moduleId);
    // Referenced already (and not still referencing, which the server refuses with its reason): confirm the overwrite first.
    if (prior && prior.status !== REFERENCE_STATUS.values.REFERENCING) {
      askOverwrite(choice, moduleName, prior.version, saved);
      return false;
    }
    return send(choice, moduleName, saved);
  };

  return (
    <>
      {confirmHolder}
      {canReference ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} style={{ marginBottom: 16 }}>
          {t('normalization.reference.add')}
        </Button>
      ) : null}
      <Table<ModuleReference>
        rowKey="id"
        size="small"
        loading={references.loading}
        dataSource={rows}
        pagination={false}
        data-testid="reference-table"
        columns={[
          { title: t('normalization.projectPage.reference.module'), dataIndex: 'moduleName' },
          { title: t('normalization.projectPage.reference.version'), dataIndex: 'version', render: (value: string) => <DataText ltr>{value}</DataText> },
          { title: t('normalization.projectPage.reference.referencer'), dataIndex: 'referencer' },
          { title: t('normalization.projectPage.reference.createdAt'), dataIndex: 'createdAt', render: (value: number) => formatDateTime(value) },
          { title: t('normalization.projectPage.reference.status'), dataIndex: 'status', render: (value: number) => <EnumTag enumeration={REFERENCE_STATUS} value={value} /> },
        ]}
      />
      {adding ? <ReferenceForm projectId={projectId} t={t} onClose={() => setAdding(false)} onSubmit={submit} /> : null}
    </>
  );
}
