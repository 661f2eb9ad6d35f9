/**
 * The file actions both member lists have (the members of /person/list and
 * the company's members of /enterprise/info): import from CSV in a dialog;
 * export the ticked members (with none ticked it says a selection comes
 * first, section 5) or every member the list's filter matches, through the
 * shared export (useListExport), in the words the table shows. Each list
 * gives its own calls, columns and keys; the buttons go into its toolbar, the
 * dialog into its body, and the list is given the request returned here.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { ListColumn } from '@/components/table/listColumns';
import { useListExport, type ExportTexts, type ListRequest } from '@/components/table/useListExport';
import { downloadMemberTemplate } from '@/services/members';
import { genderId, type MemberRow } from '@/services/types/member';
import { lazyDialog } from '@/components/lazyPart';
import { useTranslate } from '@/utils/translate';
import type { ImportModalProps } from './ImportModal';

// The import dialog (the upload, its checks and their table) comes when first opened.
const ImportModal = lazyDialog(() => import(/* webpackChunkName: "member-import" */ './ImportModal'));

export interface MemberFilesOptions {
  canImport: boolean;
  canExport: boolean;
  upload: ImportModalProps['upload'];
  /** The list's columns and request (the export writes what the table shows, of the filter it shows). */
  columns: ReadonlyArray<ListColumn<MemberRow>>;
  request: ListRequest<MemberRow>;
  /** The list's rule for batch actions (useRowSelection). */
  withSelection: (action: (rows: MemberRow[]) => void) => () => void;
  /** After an import added members. */
  onImported: () => void;
}

export function useMemberFiles({ canImport, canExport, upload, columns, request, withSelection, onImported }: MemberFilesOptions) {
  const intl = useIntl();
  const [importing, setImporting] = useState(false);
  const t = useTranslate();

  // The cells the table draws as tags (columns.tsx), in its words.
  const texts = useMemo((): ExportTexts<MemberRow> => {
    const say = (id: string) => intl.formatMessage({ id });
    return {
      gender: (row) => say(genderId(row.gender)),
      enabled: (row) => say(`person.enabled.${row.enabled}`),
      locked: (row) => say(`person.locked.${row.locked}`),
    };
  }, [intl]);
  const exporter = useListExport<MemberRow>({ name: 'members', columns, texts, request, withSelection, allowed: canExport });

  const importButton: ReactNode = canImport ? (
    <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
      {t('person.import')}
    </Button>
  ) : null;

  const exportButtons: ReactNode[] = exporter.buttons;

  const importDialog: ReactNode = canImport ? (
    <ImportModal
      open={importing}
      onClose={() => setImporting(false)}
      onImported={() => {
        setImporting(false);
        onImported();
      }}
      upload={upload}
      downloadTemplate={downloadMemberTemplate}
    />
  ) : null;

  return { importButton, exportButtons, importDialog, request: exporter.request };
}
