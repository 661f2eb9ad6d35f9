/**
 * The member columns both member screens show (/person/list and the
 * company's members under /enterprise/info): what shows, what sorts, what
 * filters (docs/api.md "Members"). Words and flags show as translated tags.
 */
import type { ListColumn } from '@/components/table/listColumns';
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { useMemo } from 'react';
import type { ColumnsMap } from '@/components/table/listSettings';
import type { RoleOption } from '@/services/types/role';
import { GENDER_ENTRIES, genderId, type MemberRow } from '@/services/types/member';
import { formatDateTime } from '@/utils/format';

/** Column filters whose values are booleans: the server takes one value, not a list. */
export const BOOLEAN_FILTERS = ['enabled', 'locked'] as const;

export function GenderTag({ gender }: { gender: string }) {
  const intl = useIntl();
  if (!gender) return <>{intl.formatMessage({ id: 'person.gender.unsaid' })}</>;
  return <Tag data-gender={gender}>{intl.formatMessage({ id: genderId(gender) })}</Tag>;
}

export function EnabledTag({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  return <Tag color={enabled ? 'success' : undefined}>{intl.formatMessage({ id: `person.enabled.${enabled}` })}</Tag>;
}

export function LockedTag({ locked }: { locked: boolean }) {
  const intl = useIntl();
  return <Tag color={locked ? 'error' : 'success'}>{intl.formatMessage({ id: `person.locked.${locked}` })}</Tag>;
}

export interface MemberColumnOptions {
  roles: RoleOption[];
  /** The row actions; none leaves the actions column out. */
  actions?: (row: MemberRow) => React.ReactNode[];
  actionsWidth?: number;
}

/** Shown a click away, in the column settings: when the account was made and last signed in. */
export const MEMBER_COLUMNS_HIDDEN: ColumnsMap = { createdAt: { show: false }, lastLoginAt: { show: false } };

export function useMemberColumns({ roles, actions, actionsWidth = 260 }: MemberColumnOptions): ListColumn<MemberRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const text = (dataIndex: keyof MemberRow, titleId: string, extra: Partial<ListColumn<MemberRow>> = {}): ListColumn<MemberRow> => ({
      title: t(titleId),
      dataIndex,
      width: 150,
      search: false,
      ...extra,
    });
    const yesNo = (dataIndex: 'enabled' | 'locked') => [true, false].map((value) => ({ text: t(`person.${dataIndex}.${value}`), value }));
    const columns: ListColumn<MemberRow>[] = [
      text('name', 'account.name', { sorter: true, fixed: 'left', width: 140 }),
      {
        ...text('gender', 'account.gender', { width: 100 }),
        filters: GENDER_ENTRIES.map((entry) => ({ text: t(entry.id), value: entry.value })),
        render: (_, row) => <GenderTag gender={row.gender} />,
      },
      text('account', 'person.account', { sorter: true, width: 180, ellipsis: true }),
      text('phone', 'account.phone', { width: 150 }),
      text('email', 'account.email', { sorter: true, width: 200, ellipsis: true }),
      text('jobNumber', 'account.jobNumber', { sorter: true, width: 120, render: (_, row) => row.jobNumber || '-' }),
      text('roleName', 'account.role', { sorter: true, width: 130, render: (_, row) => row.roleName || t('person.role.none') }),
      {
        title: t('account.role'),
        dataIndex: 'roleId',
        hideInTable: true,
        valueType: 'select',
        fieldProps: { showSearch: true, optionFilterProp: 'label', options: roles.map((role) => ({ value: role.id, label: role.name })) },
      },
      text('deviceLevel', 'person.deviceLevel', { sorter: true, width: 150 }),
      {
        ...text('enabled', 'person.enabled', { width: 110 }),
        filters: yesNo('enabled'),
        filterMultiple: false,
        render: (_, row) => <EnabledTag enabled={row.enabled} />,
      },
      {
        ...text('locked', 'person.locked', { width: 110 }),
        filters: yesNo('locked'),
        filterMultiple: false,
        render: (_, row) => <LockedTag locked={row.locked} />,
      },
      text('createdAt', 'person.createdAt', { sorter: true, width: 170, render: (_, row) => formatDateTime(row.createdAt) }),
      text('lastLoginAt', 'person.lastLoginAt', {
        sorter: true,
        width: 170,
        render: (_, row) => (row.lastLoginAt === null ? t('person.lastLoginAt.never') : formatDateTime(row.lastLoginAt)),
      }),
    ];
    if (!actions) return columns;
    const rowActions: ListColumn<MemberRow> = {
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: actionsWidth,
      render: (_, row) => actions(row),
    };
    return [...columns, rowActions];
  }, [intl, roles, actions, actionsWidth]);
}

/**
 * The member page call with the list's filters made what the server takes:
 * a boolean filter is one value (a column filter gives a list of one).
 */
export function memberQuery<Q extends Record<string, unknown>>(query: Q): Q {
  const out: Record<string, unknown> = { ...query };
  for (const key of BOOLEAN_FILTERS) {
    const raw = out[key];
    const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    const values = [...new Set(list.map((value) => value === true || value === 'true'))];
    if (values.length === 1) out[key] = values[0];
    else delete out[key];
  }
  return out as Q;
}
