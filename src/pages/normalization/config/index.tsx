/**
 * /normalization/config (platform:normalization:config): "a project must be chosen first" (section 5).
 * A project selector at the top, kept in the URL (`?project=`) so a reload keeps it; until one is
 * chosen nothing else shows nor is asked. Each project reads with its company (names repeat across
 * companies), and typing either finds it. Then two tabs: the project's software modules (each expands
 * to its versions, each version opens its deliveries in a drawer) and the exception codes.
 */
import { useSearchParams } from '@umijs/max';
import { Empty, Select, Space, Tabs, Typography } from 'antd';
import SectionWords from '@/components/SectionWords';
import PageFrame from '@/components/pageFrame/PageFrame';
import { useData } from '@/request/useData';
import { fetchCompanyOptions, fetchProjectOptions } from '@/services/options';
import { useTranslate } from '@/utils/translate';
import { projectChoices } from '../projectChoices';
import ExceptionCodes from './components/ExceptionCodes';
import Modules from './components/Modules';

function ConfigScreen() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') ?? undefined;
  const projects = useData(() => fetchProjectOptions(), { cacheKey: 'options-projects' });
  const companies = useData(() => fetchCompanyOptions(), { cacheKey: 'options-companies' });
  return (
    <PageFrame title={t('normalization.config.title')}>
      <Space style={{ marginBottom: 16 }}>
        <Typography.Text>{t('normalization.config.project')}</Typography.Text>
        <Select
          aria-label={t('normalization.config.project')}
          style={{ minWidth: 320 }}
          popupMatchSelectWidth={false}
          showSearch
          optionFilterProp="label"
          placeholder={t('normalization.config.project.placeholder')}
          loading={projects.loading || companies.loading}
          value={projectId}
          options={projectChoices(projects.data ?? [], companies.data ?? [], t)}
          onChange={(value: string) => setParams({ project: value })}
        />
      </Space>
      {projectId ? (
        <Tabs
          items={[
            { key: 'modules', label: t('normalization.config.tab.modules'), children: <Modules key={projectId} projectId={projectId} t={t} /> },
            { key: 'codes', label: t('normalization.config.tab.codes'), children: <ExceptionCodes key={projectId} projectId={projectId} t={t} /> },
          ]}
        />
      ) : (
        <Empty description={t('normalization.config.chooseFirst')} />
      )}
    </PageFrame>
  );
}

export default function StandardizationConfig() {
  return (
    <SectionWords section="normalization">
      <ConfigScreen />
    </SectionWords>
  );
}
