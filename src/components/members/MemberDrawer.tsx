/**
 * One member in full (`platform:person:list:more`): every detail field, the
 * company, when it was locked, and the permissions it holds as the role form
 * names them (a tree of translated labels, never the raw keys).
 */
import { useIntl } from '@umijs/max';
import { Descriptions, Drawer, Empty, Space, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { detailItem } from '@/components/DetailSection';
import { buildPermissionTree, type PermissionNode } from '@/components/roles/permissionTree';
import { useData } from '@/request/useData';
import { fetchMemberDetail } from '@/services/members';
import { formatDateTime } from '@/utils/format';
import { EnabledTag, GenderTag, LockedTag } from './columns';

export default function MemberDrawer({ id, onClose }: { id?: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { data, loading } = useData(() => fetchMemberDetail(id ?? ''), { ready: Boolean(id), refreshDeps: [id], refreshOnWindowFocus: false });
  const member = data && data.id === id ? data : undefined;
  const toData = (node: PermissionNode): TreeDataNode => ({
    key: node.key,
    // A key this console does not know yet reads as it came.
    title: <span data-permission={node.key}>{intl.formatMessage({ id: node.labelId, defaultMessage: node.key })}</span>,
    children: node.children.map(toData),
  });
  return (
    <Drawer open={Boolean(id)} onClose={onClose} width={560} title={member ? t('person.more.title', { name: member.name }) : t('person.more')} destroyOnHidden>
      {!member ? (
        loading ? <Spin /> : <Empty />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="member-detail">
          <Descriptions column={1} bordered size="small">
            {detailItem(t('account.name'), member.name)}
            {detailItem(t('person.account'), member.account, { ltr: true })}
            {detailItem(t('account.gender'), <GenderTag gender={member.gender} />)}
            {detailItem(t('account.phone'), member.phone || '-', { ltr: true })}
            {detailItem(t('account.email'), member.email || '-', { ltr: true })}
            {detailItem(t('account.jobNumber'), member.jobNumber || '-', { ltr: true })}
            {detailItem(t('account.company'), member.companyName || '-')}
            {detailItem(t('account.role'), member.roleName || t('person.role.none'))}
            {detailItem(t('person.deviceLevel'), member.deviceLevel, { ltr: true })}
            {detailItem(t('person.enabled'), <EnabledTag enabled={member.enabled} />)}
            {detailItem(t('person.locked'), <LockedTag locked={member.locked} />)}
            {detailItem(t('person.lockedAt'), formatDateTime(member.lockedAt), { ltr: true })}
            {detailItem(t('person.createdAt'), formatDateTime(member.createdAt), { ltr: true })}
            {member.lastLoginAt === null
              ? detailItem(t('person.lastLoginAt'), t('person.lastLoginAt.never'))
              : detailItem(t('person.lastLoginAt'), formatDateTime(member.lastLoginAt), { ltr: true })}
          </Descriptions>
          <Typography.Title level={5}>{t('person.permissions', { count: member.permissions.length })}</Typography.Title>
          <div data-testid="member-permissions">
            <Tree selectable={false} defaultExpandAll treeData={buildPermissionTree(member.permissions).map(toData)} />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
