/**
 * The file actions both member lists have (the members of /person/list and
 * the company's members of /enterprise/info): import from CSV in a dialog,
 * export the selected members. There is no "export everyone": section 5 asks
 * for a selection before an export, so Export with none ticked says so
 * (withSelection) like every batch action. Each list gives its own calls and
 * keys; the buttons go into its toolbar, the dialog into its body.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, message } from 'antd';
import { useState, type ReactNode } from 'react';
import { downloadMemberTemplate } from '@/services/members';
import type { MemberRow } from '@/services/types/member';
import { lazyDialog } from '@/components/lazyPart';
import type { ImportModalProps } from './ImportModal';

// The import dialog (the upload, its checks and their table) comes when first opened.
const ImportModal = lazyDialog(() => import(/* webpackChunkName: "member-import" */ './ImportModal'));

export interface MemberFilesOptions {
  canImport: boolean;
  canExport: boolean;
  upload: ImportModalProps['upload'];
  /** Exports these members (at least one); true when a file was saved. */
  exportMembers: (ids: string[]) => Promise<boolean>;
  /** The list's rule for batch actions (useRowSelection). */
  withSelection: (action: (rows: MemberRow[]) => void) => () => void;
  /** After an import added members. */
  onImported: () => void;
}

export function useMemberFiles({ canImport, canExport, upload, exportMembers, withSelection, onImported }: MemberFilesOptions) {
  const intl = useIntl();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  const runExport = async (rows: MemberRow[]) => {
    setExporting(true);
    try {
      if (await exportMembers(rows.map((row) => row.id))) message.success(t('person.exported'));
    } finally {
      setExporting(false);
    }
  };

  const importButton: ReactNode = canImport ? (
    <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
      {t('person.import')}
    </Button>
  ) : null;

  const exportButtons: ReactNode[] = canExport
    ? [
        <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={withSelection((rows) => void runExport(rows))}>
          {t('person.export')}
        </Button>,
      ]
    : [];

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

  return { importButton, exportButtons, importDialog };
}
