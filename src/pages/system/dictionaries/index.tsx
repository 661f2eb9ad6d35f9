/**
 * /system/dictionaries (platform:dictionary): the dictionaries that feed the console's selects (docs/openapi.yaml,
 * tag `dictionaries`): quality feedback's anomaly and cause classes, a software module's development discipline
 * and platform tag. Filtered on the server by type and keyword (name or code), in the server's order (type,
 * then sort). A name that is a translation key shows translated, with the key under it. With
 * `platform:dictionary:edit`: add, edit (EntryForm) and delete (confirmed); an entry records use cannot be
 * deleted (its delete is disabled and says how many records use it; the server refuses anyway).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Space, Tooltip, Typography, message } from 'antd';
import { useRef, useState } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { DataText } from '@/components/DataText';
import { dictionaryLabel, isTranslationKey } from '@/components/dictionary/dictionaryLabel';
import { forgetDictionary } from '@/components/dictionary/useDictionary';
import { lazyPart } from '@/components/lazyPart';
import PageFrame from '@/components/pageFrame/PageFrame';
import SectionWords from '@/components/SectionWords';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { columnsWidth, listTableProps } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { deleteDictionaryEntries, DICTIONARY_TYPES, fetchDictionaryPage, type DictionaryEntry, type DictionaryFilters } from '@/services/dictionaries';
import { useTranslate } from '@/utils/translate';
import { DICTIONARY_KEYS, ENTRY_DRAFT } from '../keys';

// The form comes when first opened.
const EntryForm = lazyPart(() => import(/* webpackChunkName: "dictionary-entry-form" */ './components/EntryForm'), { fallback: null });

const request = pageRequest<DictionaryEntry, DictionaryFilters>(fetchDictionaryPage);

/** An entry's name: its label, and the key itself, smaller, when the name is a translation key. */
function EntryName({ entry }: { entry: DictionaryEntry }) {
  const intl = useIntl();
  const label = dictionaryLabel(intl, entry);
  if (!isTranslationKey(entry.name) && label === entry.name) return <>{label}</>;
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{label}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {entry.name}
      </Typography.Text>
    </Space>
  );
}

function EntryList() {
  const access = useAccess();
  const intl = useIntl();
  const t = useTranslate();
  const table = useRef<ListAction>();
  const canEdit = access[DICTIONARY_KEYS.edit] === true;
  // undefined: no dialog; null: a new entry; an entry: that one edited.
  const [editing, setEditing] = useState<DictionaryEntry | null>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again.
  useDraftReopen(ENTRY_DRAFT, (context) => canEdit && setEditing((context as DictionaryEntry | null) ?? null));
  const [confirm, confirmHolder] = useDangerConfirm();
  const typeOptions = DICTIONARY_TYPES.map((value) => ({ value, label: t(`dictionaries.type.${value}`) }));

  const confirmDelete = (entry: DictionaryEntry) => {
    const name = dictionaryLabel(intl, entry);
    confirm({
      title: t('dictionaries.delete.title', { name }),
      content: t('dictionaries.delete.content'),
      onOk: async () => {
        // A refusal (an entry that came into use meanwhile) is said once by the pipeline.
        await deleteDictionaryEntries([entry.id]);
        forgetDictionary(entry.type);
        message.success(t('dictionaries.deleted', { name }));
        table.current?.reload();
      },
    });
  };

  const columns: ListColumn<DictionaryEntry>[] = [
    {
      title: t('dictionaries.type'),
      dataIndex: 'type',
      width: 180,
      valueType: 'select',
      fieldProps: { options: typeOptions },
      render: (_, row) => t(`dictionaries.type.${row.type}`),
    },
    { title: t('dictionaries.name'), dataIndex: 'name', search: false, width: 260, render: (_, row) => <EntryName entry={row} /> },
    { title: t('dictionaries.code'), dataIndex: 'code', search: false, width: 180, render: (_, row) => <DataText ltr>{row.code}</DataText> },
    { title: t('dictionaries.sort'), dataIndex: 'sort', search: false, width: 90 },
    { title: t('dictionaries.inUse'), dataIndex: 'inUse', search: false, width: 90 },
  ];
  if (canEdit) {
    columns.push({
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: 140,
      render: (_, row) => [
        <Button type="link" size="small" key="edit" onClick={() => setEditing(row)}>
          {t('dictionaries.editAction')}
        </Button>,
        row.inUse > 0 ? (
          <Tooltip key="delete" title={t('dictionaries.delete.inUse', { count: row.inUse })}>
            {/* A disabled button gets no pointer events: its wrapper carries the tooltip. */}
            <span data-testid={`delete-${row.id}`}>
              <Button type="link" size="small" danger disabled>
                {t('dictionaries.delete')}
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button type="link" size="small" danger key="delete" data-testid={`delete-${row.id}`} onClick={() => confirmDelete(row)}>
            {t('dictionaries.delete')}
          </Button>
        ),
      ],
    });
  }
  const listProps = listTableProps(t('dictionaries.keyword'));

  return (
    <PageFrame>
      {confirmHolder}
      <ListTable<DictionaryEntry>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        {...listProps}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          canEdit ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onMouseEnter={EntryForm.preload} onClick={() => setEditing(null)}>
              {t('dictionaries.add')}
            </Button>
          ) : null,
        ]}
        data-testid="dictionary-table"
      />
      {editing !== undefined ? (
        <EntryForm
          entry={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            table.current?.reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}

/** The feedback classes' names are enumeration words of the production section: loaded with the screen's own. */
export default function Dictionaries() {
  return (
    <SectionWords section="system">
      <SectionWords section="production">
        <EntryList />
      </SectionWords>
    </SectionWords>
  );
}
