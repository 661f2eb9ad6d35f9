/**
 * What every list's actions share: the selected rows and the rule that a
 * batch action needs at least one (section 5), with the table props that
 * show and clear the selection; and a list's edit and delete column (the
 * delete's confirmation is useDangerConfirm in @/components/confirm).
 */
import { useIntl } from '@umijs/max';
import { Button, message } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ListColumn } from './listColumns';

/** A list's selection, held here: ListTable draws the one it is given. */
export function useRowSelection<Row extends { id: string }>() {
  const intl = useIntl();
  const [selected, setSelected] = useState<Row[]>([]);
  const current = useRef(selected);
  current.current = selected;

  /** Runs `action` on the selected rows, or says that one must be selected first. */
  const withSelection = useCallback(
    (action: (rows: Row[]) => void) => () => {
      if (current.current.length === 0) {
        message.warning(intl.formatMessage({ id: 'list.selectAtLeastOne' }));
        return;
      }
      action(current.current);
    },
    [intl],
  );

  const clearSelection = useCallback(() => setSelected([]), []);

  /** The list's selection props: the checkboxes, kept across pages (ListTable's bar shows the count and a way to clear them). */
  const selectionProps = useMemo(
    () => ({
      rowSelection: {
        preserveSelectedRowKeys: true,
        selectedRowKeys: selected.map((row) => row.id),
        onChange: (_: React.Key[], rows: Row[]) => setSelected(rows.filter(Boolean)),
      },
    }),
    [selected],
  );

  return { selected, withSelection, clearSelection, selectionProps };
}

/** The dialog itself, with antd's Modal, comes with the first confirmation a person asks for. */
/** The last column of a list whose rows are edited and deleted in place (shown only to those who may). */
export function editDeleteColumn<Row>(
  t: (id: string) => string,
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
  /** Whether a row may be deleted at all (a built-in record may not): its Delete is not offered. */
  canDelete: (row: Row) => boolean = () => true,
): ListColumn<Row> {
  return {
    title: t('list.actions'),
    dataIndex: 'actions',
    valueType: 'option',
    fixed: 'right',
    width: 120,
    render: (_, row) => [
      <Button type="link" size="small" key="edit" onClick={() => onEdit(row)}>
        {t('common.edit')}
      </Button>,
      canDelete(row) ? (
        <Button type="link" size="small" key="delete" danger onClick={() => onDelete(row)}>
          {t('common.delete')}
        </Button>
      ) : null,
    ],
  };
}
