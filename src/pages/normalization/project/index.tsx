/**
 * /normalization/scene/{id} (platform:normalization:scene:open): one project's page (docs/api.md
 * "Standardization"): its fields, and the tabs of its referenced modules (polled while one is
 * referencing; a new reference behind `:edit`), its exception labels (read only: the contract has no
 * call to edit them), its config items (add and delete behind `:edit`) and the drift of its devices
 * from each referenced version. The section's words load with it (SectionWords).
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { history, useAccess, useParams } from '@umijs/max';
import { Tabs } from 'antd';
import DetailSection, { detailItem } from '@/components/DetailSection';
import PageFrame from '@/components/pageFrame/PageFrame';
import RecordFailure from '@/components/RecordFailure';
import SectionWords from '@/components/SectionWords';
import { useData } from '@/request/useData';
import { fetchStandardProject } from '@/services/normalization';
import type { StandardProject, StandardProjectDetail } from '@/services/types/normalization';
import { EMPTY, formatDateTime } from '@/utils/format';
import ConfigItems from './components/ConfigItems';
import Drift from './components/Drift';
import Labels from './components/Labels';
import References from './components/References';
import { PROJECT_KEYS } from './keys';
import { useTranslate, type Translate } from '@/utils/translate';

function Fields({ project, t }: { project: StandardProject; t: Translate }) {
  const text = (value: string) => value || EMPTY;
  const item = (field: keyof StandardProject, content: React.ReactNode, ltr = false) =>
    detailItem(t(`normalization.project.${field}`), content, { key: field, ltr });
  return (
    <DetailSection title={t('normalization.projectPage.fields')}>
      {item('id', project.id, true)}
      {item('name', project.name)}
      {item('englishName', project.englishName)}
      {item('alias', text(project.alias))}
      {item('categoryCode', project.categoryCode, true)}
      {item('brandCode', project.brandCode, true)}
      {item('repository', text(project.repository), true)}
      {item('manager', text(project.manager))}
      {item('creator', text(project.creator))}
      {item('createdAt', formatDateTime(project.createdAt), true)}
      {item('description', text(project.description))}
      {item('hardwareDescription', text(project.hardwareDescription))}
    </DetailSection>
  );
}

function ProjectPage() {
  const t = useTranslate();
  const access = useAccess();
  const { id = '' } = useParams<{ id: string }>();
  const detail = useData(() => fetchStandardProject(id), { refreshDeps: [id] });
  const canEdit = access[PROJECT_KEYS.edit] === true;
  const back = () => history.push('/normalization/scene');

  if (detail.error && !detail.data) {
    return (
      <PageFrame onBack={back}>
        <RecordFailure
          error={detail.error}
          notFoundId="normalization.projectPage.notFound"
          failedId="normalization.projectPage.failed"
          backId="normalization.projectPage.back"
          onBack={back}
        />
      </PageFrame>
    );
  }
  const data = detail.data;
  const tabs = data
    ? [
        { key: 'references', label: t('normalization.projectPage.tab.references'), children: <References projectId={id} t={t} /> },
        { key: 'labels', label: t('normalization.projectPage.tab.labels'), children: <Labels labels={data.labels} t={t} /> },
        {
          key: 'config',
          label: t('normalization.projectPage.tab.config'),
          children: (
            <ConfigItems
              projectId={id}
              items={data.configItems}
              canEdit={canEdit}
              t={t}
              onChange={(configItems) => detail.mutate((current) => ({ ...(current as StandardProjectDetail), configItems }))}
            />
          ),
        },
        { key: 'drift', label: t('normalization.projectPage.tab.drift'), children: <Drift projectId={id} t={t} /> },
      ]
    : [];
  return (
    <PageFrame
      title={data ? t('normalization.projectPage.title', { name: data.project.name }) : ' '}
      onBack={back}
      backIcon={<ArrowLeftOutlined aria-label={t('normalization.projectPage.back')} />}
      loading={!data}
    >
      {data ? (
        <>
          <Fields project={data.project} t={t} />
          <Tabs items={tabs} destroyOnHidden />
        </>
      ) : null}
    </PageFrame>
  );
}

export default function StandardProjectPage() {
  return (
    <SectionWords section="normalization">
      <ProjectPage />
    </SectionWords>
  );
}
