/**
 * /system/translations (platform:i18n): the server's translations (docs/openapi.yaml, tag `translations`), one
 * entry per key and language, searched by key, value and language, with the keys missing in a language (the
 * answer's `missing`): that view lists the other language's entries whose key lacks a value, each offering to
 * add it. With `platform:i18n:edit`: add, edit and delete (one row or the ticked ones); a saved entry is in force
 * at once and a deleted one gives the console its bundled word back (src/startup/locales.ts). With
 * `platform:i18n:import`: the Excel import (./translationImport). Values are plain text and shown as text.
 */
import { DeleteOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { history, useAccess } from '@umijs/max';
import { Button, Segmented, Space, Typography, message } from 'antd';
import { useRef, useState, type Key } from 'react';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { lazyDialog } from '@/components/lazyPart';
import PageFrame from '@/components/pageFrame/PageFrame';
import SectionWords from '@/components/SectionWords';
import ListTable, { type ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { columnsWidth, listTableProps, ROW_CONTROL_WIDTH } from '@/components/table/listSettings';
import { pageRequest } from '@/components/table/pageRequest';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import {
  deleteTranslations,
  fetchTranslationPage,
  LOCALES,
  type LocaleName,
  type TranslationFilters,
  type TranslationMissing,
  type TranslationRecord,
} from '@/services/translations';
import type { PageQuery } from '@/services/types/list';
import { removeServerTranslations } from '@/startup/locales';
import { formatDateTime } from '@/utils/format';
import { useTranslate } from '@/utils/translate';
import type { EntryTarget } from './components/TranslationForm';
import { otherLanguage, TRANSLATION_DRAFT, TRANSLATION_IMPORT_PATH, TRANSLATION_KEYS } from '../keys';

// The dialog (and its form parts) comes when first opened.
const TranslationForm = lazyDialog(
  () => import(/* webpackChunkName: "translation-form" */ './components/TranslationForm'),
  ({ target }) => target !== undefined,
);

const MONOSPACE = { fontFamily: 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, monospace' };
/** The filter's choice: every entry, or the keys missing in a language. */
type View = 'all' | LocaleName;

function TranslationList() {
  const t = useTranslate();
  const access = useAccess();
  const canEdit = access[TRANSLATION_KEYS.edit] === true;
  const canImport = access[TRANSLATION_KEYS.import] === true;
  const table = useRef<ListAction>();
  const [view, setView] = useState<View>('all');
  const [missing, setMissing] = useState<TranslationMissing>();
  const [target, setTarget] = useState<EntryTarget>();
  const [selected, setSelected] = useState<Key[]>([]);
  // The ticked rows themselves (of any page seen), for the delete's words and what it gives back.
  const picked = useRef(new Map<Key, TranslationRecord>());
  const [confirm, confirmHolder] = useDangerConfirm();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again.
  useDraftReopen(TRANSLATION_DRAFT, (context) => canEdit && setTarget((context as EntryTarget | null) ?? {}));
  const languageName = (language: string) => t(`translations.languageName.${language}`);
  const missingIn = view === 'all' ? undefined : view;

  // Every answer carries the missing counts over the whole store: the filter shows the latest.
  const request = pageRequest<TranslationRecord, TranslationFilters>(async (query: PageQuery<TranslationFilters>) => {
    const page = await fetchTranslationPage(query);
    setMissing(page.missing);
    return page;
  });

  const remove = (rows: TranslationRecord[]) =>
    confirm({
      title:
        rows.length === 1
          ? t('translations.delete.title', { key: rows[0].key, language: languageName(rows[0].language) })
          : t('translations.deleteMany.title', { count: rows.length }),
      content: t(rows.length === 1 ? 'translations.delete.content' : 'translations.deleteMany.content'),
      onOk: async () => {
        const result = await deleteTranslations(rows.map((row) => row.id));
        await removeServerTranslations(result.entries);
        message.success(t('translations.deleted', { count: result.deleted }));
        setSelected((keys) => keys.filter((key) => !result.entries.some((entry) => entry.id === key)));
        table.current?.reload();
      },
    });

  const languageOptions = LOCALES.map((language) => ({ value: language, label: t(`translations.language.${language}`) }));
  const columns: ListColumn<TranslationRecord>[] = [
    {
      title: t('translations.key'),
      dataIndex: 'key',
      ellipsis: true,
      ltr: true,
      width: 280,
      onCell: () => ({ style: MONOSPACE }),
      fieldProps: { maxLength: 128 },
    },
    {
      title: t('translations.language'),
      dataIndex: 'language',
      width: 150,
      valueType: 'select',
      // With the missing filter the server lists the other language's entries: a language filter means nothing then.
      search: missingIn ? false : undefined,
      fieldProps: { options: languageOptions },
      render: (_, row) => t(`translations.language.${row.language}`),
    },
    { title: t('translations.value'), dataIndex: 'value', ellipsis: true, width: 360, fieldProps: { maxLength: 100 } },
    { title: t('translations.updatedAt'), dataIndex: 'updatedAt', search: false, ltr: true, width: 180, render: (_, row) => formatDateTime(row.updatedAt) },
    { title: t('translations.updater'), dataIndex: 'updater', search: false, ellipsis: true, width: 140 },
  ];
  if (canEdit) {
    columns.push({
      title: t('list.actions'),
      dataIndex: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: missingIn ? 260 : 130,
      render: (_, row) => [
        ...(missingIn
          ? [
              <Button type="link" size="small" key="addValue" onClick={() => setTarget({ key: row.key, language: missingIn })}>
                {t('translations.addValue', { language: languageName(missingIn) })}
              </Button>,
            ]
          : []),
        <Button type="link" size="small" key="edit" onClick={() => setTarget({ record: row })}>
          {t('translations.edit')}
        </Button>,
        <Button type="link" size="small" danger key="delete" onClick={() => remove([row])}>
          {t('translations.delete')}
        </Button>,
      ],
    });
  }
  const { options, ...listProps } = listTableProps('');
  // No keyword box: the server searches the key and the value apart (the search form's fields).
  const toolbarOptions = { ...options, search: false as const };

  const filter = (
    <Space direction="vertical" size={4}>
      <Segmented<View>
        aria-label={t('translations.filter.label')}
        value={view}
        onChange={(next) => {
          setView(next);
          setSelected([]);
        }}
        options={[
          { value: 'all', label: t('translations.filter.all') },
          ...(['en-US', 'zh-CN'] as const).map((language) => ({
            value: language,
            label: missing
              ? t('translations.filter.missing', { language: languageName(language), count: missing[language] })
              : t('translations.filter.missingUncounted', { language: languageName(language) }),
          })),
        ]}
      />
      {missingIn ? (
        <Typography.Text type="secondary">
          {t('translations.filter.missingHint', { language: languageName(missingIn), other: languageName(otherLanguage(missingIn)) })}
        </Typography.Text>
      ) : null}
    </Space>
  );
  const selectedRows = () => selected.flatMap((key) => picked.current.get(key) ?? []);

  return (
    <PageFrame>
      {confirmHolder}
      <ListTable<TranslationRecord>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        params={{ missingIn }}
        {...listProps}
        options={toolbarOptions}
        scroll={{ x: columnsWidth(columns, canEdit ? ROW_CONTROL_WIDTH : 0) }}
        headerTitle={filter}
        rowSelection={
          canEdit
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys, rows) => {
                  for (const row of rows) if (row) picked.current.set(row.id, row);
                  setSelected(keys);
                },
              }
            : undefined
        }
        toolBarRender={() => [
          canEdit && selected.length > 0 ? (
            <Button key="deleteSelected" danger icon={<DeleteOutlined />} onClick={() => remove(selectedRows())}>
              {t('translations.deleteSelected', { count: selected.length })}
            </Button>
          ) : null,
          canImport ? (
            <Button key="import" icon={<ImportOutlined />} onClick={() => history.push(TRANSLATION_IMPORT_PATH)}>
              {t('translations.import')}
            </Button>
          ) : null,
          canEdit ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setTarget({})} onPointerEnter={TranslationForm.preload}>
              {t('translations.add')}
            </Button>
          ) : null,
        ]}
        data-testid="translations-table"
      />
      <TranslationForm
        target={target}
        onClose={() => setTarget(undefined)}
        onSaved={() => {
          setTarget(undefined);
          table.current?.reload();
        }}
      />
    </PageFrame>
  );
}

export default function Translations() {
  return (
    <SectionWords section="system">
      <TranslationList />
    </SectionWords>
  );
}
