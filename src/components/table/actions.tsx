/**
 * What every list's actions share: the selected rows and the rule that a
 * batch action needs at least one (section 5), with the table props that
 * show and clear the selection; and the confirmation a destructive action
 * asks for, whose call fails quietly because the pipeline has already said
 * why (exactly one message).
 */
import { useIntl } from '@umijs/max';
import { Button, message } from 'antd';
import type { ReactNode } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { lazyPart } from '@/components/lazyPart';
import type { ListColumn } from './listColumns';
import type { DangerConfirmOptions } from './DangerConfirm';

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
const ConfirmDialog = lazyPart(() => import(/* webpackChunkName: "danger-confirm" */ './DangerConfirm'), { fallback: null });

/** A confirmation with a red button; render `holder` once in the screen. */
export function useDangerConfirm(): [(options: DangerConfirmOptions) => void, ReactNode] {
  const [asked, setAsked] = useState<{ options: DangerConfirmOptions; count: number }>();
  const confirm = useCallback((options: DangerConfirmOptions) => setAsked((last) => ({ options, count: (last?.count ?? 0) + 1 })), []);
  // Each request mounts a dialog of its own, which opens once.
  const holder = asked ? <ConfirmDialog key={asked.count} {...asked.options} /> : null;
  return [confirm, holder];
}

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
