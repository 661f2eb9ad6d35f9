/**
 * /enterprise/info (platform:enterprise:info): the company the signed-in
 * administrator manages, in tabs (the tab in the address, `?tab=`): its
 * info, every field of section 3, with its edit behind
 * platform:enterprise:info:edit; its members (:viewMembers); the agents,
 * the company's agent source marked and linked from the info. The agents are
 * the platform's (platform-only calls): an account of one company (not
 * `allCompanies`) sees its agent source's name, and no agents tab.
 */
import { EditOutlined } from '@ant-design/icons';
import PageFrame from '@/components/pageFrame/PageFrame';
import { history, useAccess, useIntl } from '@umijs/max';
import { Badge, Button, Result } from 'antd';
import AgentTable from '@/components/agents/AgentTable';
import { DataText } from '@/components/DataText';
import DetailSection, { detailItem } from '@/components/DetailSection';
import EnterpriseMembers from '@/components/members/EnterpriseMembers';
import { useTabParam } from '@/components/useTabParam';
import { failureText } from '@/request/notify';
import { useData } from '@/request/useData';
import { fetchEnterprise } from '@/services/enterprise';
import { ADDRESS_PARTS, type Company } from '@/services/types/enterprise';
import { EMPTY, formatDate } from '@/utils/format';
import { formatCount } from '@/utils/exactFigures';
import { SILENT } from '@/request/pipeline';
import type { Translate } from '@/utils/translate';


type Tab = 'info' | 'members' | 'agents';

/** `showAgents` links the agent source to the agents tab; without it (no agents tab) the name is plain text. */
function Details({ company, t, showAgents }: { company: Company; t: Translate; showAgents?: () => void }) {
  const text = (value: string) => value || EMPTY;
  // A value from the server is isolated from the page's direction; `ltr` for one always written left to right.
  const item = (id: string, content: React.ReactNode, ltr = false) => detailItem(t(`enterprise.${id}`), content, { key: id, ltr });
  const { start, end } = company.serviceValidity;
  return (
    <>
      <DetailSection title={t('enterprise.section.identity')}>
        {item('name', company.name)}
        {item('number', company.number, true)}
        {item('shortName', text(company.shortName))}
        {item('creditCode', text(company.creditCode), true)}
        {item('foundedAt', formatDate(company.foundedAt), true)}
        {item('website', text(company.website), true)}
        {item('phone', text(company.phone), true)}
        {item(
          'agent',
          company.agentId && showAgents ? (
            <Button type="link" size="small" onClick={showAgents} data-testid="agent-source" style={{ padding: 0, height: 'auto', border: 0 }}>
              <DataText>{company.agentName}</DataText>
            </Button>
          ) : company.agentId ? (
            text(company.agentName)
          ) : (
            t('enterprise.agent.none')
          ),
        )}
        {item('memberCount', formatCount(company.memberCount), true)}
      </DetailSection>
      <DetailSection title={t('enterprise.section.address')}>
        {ADDRESS_PARTS.map((part) => item(`address.${part}`, text(company.address[part])))}
      </DetailSection>
      <DetailSection title={t('enterprise.section.responsible')}>
        {item('responsibleName', text(company.responsibleName))}
        {item('responsiblePhone', text(company.responsiblePhone), true)}
        {item('responsibleEmail', text(company.responsibleEmail), true)}
      </DetailSection>
      <DetailSection title={t('enterprise.section.service')}>
        {item('enabled', <Badge status={company.enabled ? 'success' : 'default'} text={t(`enterprise.enabled.${company.enabled}`)} />)}
        {item('serviceStart', formatDate(start), true)}
        {item('serviceEnd', end === null ? t('enterprise.serviceOpen') : formatDate(end), true)}
      </DetailSection>
    </>
  );
}

export default function EnterpriseInfo() {
  const intl = useIntl();
  const access = useAccess();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const { data: company, loading, error, refresh } = useData(() => fetchEnterprise(SILENT), { cacheKey: 'enterprise' });
  const canEdit = access['platform:enterprise:info:edit'] === true;
  const agents = access.allCompanies === true;
  const tabs: { key: Tab; label: string }[] = [
    { key: 'info', label: t('enterprise.tab.info') },
    ...(access['platform:enterprise:info:viewMembers'] === true ? [{ key: 'members' as const, label: t('enterprise.tab.members') }] : []),
    ...(agents ? [{ key: 'agents' as const, label: t('enterprise.tab.agents') }] : []),
  ];
  const [tab, showTab] = useTabParam(tabs.map((candidate) => candidate.key));

  return (
    <PageFrame
      title={t('enterprise.title')}
      loading={loading && !company}
      tabs={{ items: tabs, activeKey: tab, onChange: showTab }}
      extra={
        tab === 'info' && canEdit && company ? (
          <Button type="primary" icon={<EditOutlined />} onClick={() => history.push('/enterprise/edit')}>
            {t('enterprise.edit')}
          </Button>
        ) : null
      }
    >
      {tab === 'members' ? (
        <EnterpriseMembers />
      ) : tab === 'agents' ? (
        <AgentTable highlightId={company?.agentId ?? undefined} />
      ) : company ? (
        <Details company={company} t={t} showAgents={agents ? () => showTab('agents') : undefined} />
      ) : error ? (
        <Result status="error" title={t('enterprise.loadFailed')} subTitle={failureText(error)} extra={<Button onClick={refresh}>{t('startup.retry')}</Button>} />
      ) : null}
    </PageFrame>
  );
}
