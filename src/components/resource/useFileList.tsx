/**
 * What the resource file lists share (/resource/logs and /resource/ota):
 * records that hold an uploaded file, added through the one upload store,
 * edited in place, downloaded (one under its own name, several as one zip)
 * and deleted after a confirmation. The toolbar (add, download and delete a
 * selection), the row actions (download, edit, delete), the selection, the
 * add/edit dialog's state and the reload when an upload lands; each action
 * shows only with its key (`<accessKey>:add|edit|download|delete`), which the
 * server checks too. The screen keeps its own columns, words and form.
 */
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListAction } from '@/components/table/ListTable';
import type { ListColumn } from '@/components/table/listColumns';
import { useAccess } from '@umijs/max';
import { Button, message } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useRowSelection } from '@/components/table/actions';
import { useDangerConfirm } from '@/components/confirm/useConfirm';
import { columnsWidth, ROW_CONTROL_WIDTH } from '@/components/table/listSettings';
import { useAfterUploads } from '@/components/upload/useAfterUploads';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useTranslate } from '@/utils/translate';

export interface FileListOptions<Row> {
  /** The screen's access key; its actions are `<accessKey>:add|edit|download|delete`. */
  accessKey: string;
  download: (rows: Row[]) => Promise<unknown>;
  remove: (ids: string[]) => Promise<{ deleted: number }>;
  /** Dictionary ids: the add button, the confirmations (`{name}`, `{count}`) and the deleted message (`{count}`). */
  ids: { add: string; deleteOne: string; deleteMany: string; deleted: string };
  /** The row actions column's width. */
  actionsWidth: number;
  /** The add/edit dialog's draft name (its RecordModalForm prefix): it reopens with a draft kept of it. */
  draftForm: string;
}

/** The add/edit dialog's state: closed, adding (no record) or editing one. */
export interface FileFormState<Row> {
  open: boolean;
  record?: Row;
  onClose: () => void;
  /** An upload's landing reloads the list by itself (useAfterUploads); an edit reloads here. */
  onSaved: () => void;
}

export function useFileList<Row extends { id: string; name: string }>({ accessKey, download, remove, ids, actionsWidth, draftForm }: FileListOptions<Row>) {
  const access = useAccess();
  const table = useRef<ListAction>();
  const { withSelection, clearSelection, selectionProps } = useRowSelection<Row>();
  const [editing, setEditing] = useState<{ record?: Row }>();
  // Back after a lost session or a reload with the dialog's changes kept: it opens again on the same record.
  useDraftReopen(draftForm, (context) => setEditing(context ? { record: context as Row } : {}));
  const [downloading, setDownloading] = useState(false);
  const [confirm, confirmHolder] = useDangerConfirm();
  const t = useTranslate();
  const can = {
    add: access[`${accessKey}:add`] === true,
    edit: access[`${accessKey}:edit`] === true,
    download: access[`${accessKey}:download`] === true,
    remove: access[`${accessKey}:delete`] === true,
  };
  const reload = () => table.current?.reload();
  // A record uploaded here, or before leaving and coming back, shows once it has landed.
  useAfterUploads(reload);

  const save = async (rows: Row[]) => {
    setDownloading(true);
    try {
      await download(rows);
    } finally {
      setDownloading(false);
    }
  };

  const confirmDelete = (rows: Row[]) =>
    confirm({
      title: rows.length === 1 ? t(ids.deleteOne, { name: rows[0].name }) : t(ids.deleteMany, { count: rows.length }),
      content: t('list.confirm.irreversible'),
      onOk: async () => {
        const { deleted } = await remove(rows.map((row) => row.id));
        message.success(t(ids.deleted, { count: deleted }));
        clearSelection();
        reload();
      },
    });

  const actionsColumn: ListColumn<Row> = {
    title: t('list.actions'),
    dataIndex: 'actions',
    valueType: 'option',
    fixed: 'right',
    width: actionsWidth,
    render: (_, row) =>
      [
        can.download ? (
          <Button type="link" size="small" key="download" onClick={() => void save([row])}>
            {t('resource.download')}
          </Button>
        ) : null,
        can.edit ? (
          <Button type="link" size="small" key="edit" onClick={() => setEditing({ record: row })}>
            {t('common.edit')}
          </Button>
        ) : null,
        can.remove ? (
          <Button type="link" size="small" key="delete" danger onClick={() => confirmDelete([row])}>
            {t('common.delete')}
          </Button>
        ) : null,
      ].filter(Boolean),
  };
  const hasRowActions = can.download || can.edit || can.remove;
  const hasBatch = can.download || can.remove;

  /** ListTable's props for these data columns: the actions column, the selection, the toolbar, the scroll width. */
  const tableProps = (dataColumns: ListColumn<Row>[]) => {
    const columns = hasRowActions ? [...dataColumns, actionsColumn] : dataColumns;
    return {
      actionRef: table,
      columns,
      scroll: { x: columnsWidth(columns, hasBatch ? ROW_CONTROL_WIDTH : 0) },
      ...(hasBatch ? selectionProps : {}),
      toolBarRender: (): ReactNode[] => [
        can.add ? (
          <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t(ids.add)}
          </Button>
        ) : null,
        can.download ? (
          <Button key="download" icon={<DownloadOutlined />} loading={downloading} onClick={withSelection((rows) => void save(rows))}>
            {t('resource.download')}
          </Button>
        ) : null,
        can.remove ? (
          <Button key="delete" danger icon={<DeleteOutlined />} onClick={withSelection(confirmDelete)}>
            {t('common.delete')}
          </Button>
        ) : null,
      ],
    };
  };

  /** The add/edit dialog's props; undefined when the person may do neither (the screen renders no form). */
  const form: FileFormState<Row> | undefined =
    can.add || can.edit
      ? {
          open: editing !== undefined,
          record: editing?.record,
          onClose: () => setEditing(undefined),
          onSaved: () => {
            if (editing?.record) reload();
            setEditing(undefined);
          },
        }
      : undefined;

  return { tableProps, form, confirmHolder };
}
