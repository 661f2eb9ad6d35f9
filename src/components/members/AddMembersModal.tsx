/**
 * Add accounts of no company to one's company (`platform:enterprise:info:addMembers`):
 * search the candidates, tick some, choose their role (Member unless chosen).
 * Closing or leaving with accounts ticked asks first.
 */
import ListTable from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useIntl } from '@umijs/max';
import { Form, Modal, Select, Space, Typography, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { pageRequest } from '@/components/table/pageRequest';
import { showCallFailure } from '@/components/form/serverErrors';
import { useLeaveGuard } from '@/components/form/useLeaveGuard';
import { addCompanyMembers, fetchCandidatePage } from '@/services/members';
import { DEFAULT_PAGE_SIZE } from '@/services/types/list';
import { MEMBER_ROLE_ID, type Candidate, type CandidateFilters } from '@/services/types/member';
import type { RoleOption } from '@/services/types/role';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';

const request = pageRequest<Candidate, CandidateFilters>(fetchCandidatePage);

export default function AddMembersModal({ open, roles, onClose, onAdded }: { open: boolean; roles: RoleOption[]; onClose: () => void; onAdded: () => void }) {
  const intl = useIntl();
  const [selected, setSelected] = useState<string[]>([]);
  const [roleId, setRoleId] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const t = useTranslate();
  const defaultRole = roles.some((role) => role.id === MEMBER_ROLE_ID) ? MEMBER_ROLE_ID : undefined;
  // Ticked accounts are work: closing or leaving asks first (a selection of the list as it was keeps no draft).
  const { ask, release, holder } = useLeaveGuard(open && !saving && selected.length > 0);
  const close = () => (open && selected.length > 0 ? ask(onClose) : onClose());

  useEffect(() => {
    if (open) {
      setSelected([]);
      setRoleId(defaultRole);
    }
  }, [open, defaultRole]);

  const columns = useMemo<ListColumn<Candidate>[]>(() => {
    const label = (id: string) => intl.formatMessage({ id });
    return [
      { title: label('account.name'), dataIndex: 'name', width: 140 },
      { title: label('person.account'), dataIndex: 'account', width: 200, ellipsis: true },
      { title: label('account.email'), dataIndex: 'email', width: 200, ellipsis: true },
      { title: label('account.phone'), dataIndex: 'phone', width: 140 },
      { title: label('person.createdAt'), dataIndex: 'createdAt', width: 170, render: (_, row) => formatDateTime(row.createdAt) },
    ];
  }, [intl]);

  const submit = async () => {
    if (selected.length === 0) {
      message.warning(t('list.selectAtLeastOne'));
      return;
    }
    setSaving(true);
    try {
      const { added } = await addCompanyMembers(selected, roleId ?? null);
      release();
      message.success(t('person.company.added', { count: added }));
      onAdded();
    } catch (error) {
      showCallFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('person.company.addTitle')}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('common.add')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      width={900}
      destroyOnHidden
    >
      {holder}
      <Typography.Paragraph type="secondary">{t('person.company.addHint')}</Typography.Paragraph>
      <ListTable<Candidate>
        rowKey="id"
        size="small"
        search={false}
        columns={columns}
        request={request}
        options={{ search: { placeholder: t('person.keyword'), allowClear: true, maxLength: 50, style: { width: 240 } }, reload: false, density: false, setting: false }}
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE }}
        rowSelection={{ preserveSelectedRowKeys: true, selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        tableAlertRender={({ selectedRowKeys }) => t('list.selected', { count: selectedRowKeys.length })}
        scroll={{ x: 'max-content' }}
        data-testid="candidate-table"
      />
      <Form layout="inline">
        <Form.Item label={t('account.role')}>
          <Space>
            <Select
              allowClear
              style={{ width: 220 }}
              value={roleId}
              onChange={setRoleId}
              placeholder={t('person.role.none')}
              options={roles.map((role) => ({ value: role.id, label: role.name }))}
              aria-label={t('account.role')}
            />
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
