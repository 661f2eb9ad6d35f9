/**
 * The drift of a project's devices: per successful reference, how many of the project's assets run the
 * referenced version and how many another. A count of "another" links to the asset list showing exactly
 * those devices: the project's, not on the referenced version of the module (`driftModule`).
 */
import { Link } from '@umijs/max';
import { Table } from 'antd';
import { DataText } from '@/components/DataText';
import { useData } from '@/request/useData';
import { fetchProjectDrift } from '@/services/normalization';
import type { ModuleDrift } from '@/services/types/normalization';
import type { Translate } from '@/utils/translate';

export default function Drift({ projectId, t }: { projectId: string; t: Translate }) {
  const drift = useData(() => fetchProjectDrift(projectId), { refreshDeps: [projectId] });
  const assets = (moduleId: string) => `/assets/list?${new URLSearchParams({ projectId, driftModule: moduleId }).toString()}`;
  return (
    <Table<ModuleDrift>
      rowKey="moduleId"
      size="small"
      loading={drift.loading}
      dataSource={drift.data ?? []}
      pagination={false}
      locale={{ emptyText: t('normalization.projectPage.drift.none') }}
      data-testid="drift-table"
      columns={[
        { title: t('normalization.projectPage.reference.module'), dataIndex: 'moduleName' },
        { title: t('normalization.projectPage.reference.version'), dataIndex: 'version', render: (value: string) => <DataText ltr>{value}</DataText> },
        { title: t('normalization.projectPage.drift.total'), dataIndex: 'total' },
        { title: t('normalization.projectPage.drift.onVersion'), dataIndex: 'onVersion' },
        {
          title: t('normalization.projectPage.drift.onOther'),
          dataIndex: 'onOther',
          render: (value: number, row) =>
            value > 0 ? (
              <Link to={assets(row.moduleId)} aria-label={t('normalization.projectPage.drift.link', { count: value, module: row.moduleName })}>
                {value}
              </Link>
            ) : (
              value
            ),
        },
      ]}
    />
  );
}
