/**
 * Import members from a CSV file (all or none): choose the file, or first
 * download the template; the upload runs in the one upload store (its
 * progress shows in the header). A refusal lists each bad row by its number
 * in the file with every bad cell's reason in words, and says nothing was
 * imported; success says how many were added.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Alert, Button, Modal, Space, Table, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/request/errors';
import { showCallFailure } from '@/components/form/serverErrors';
import { IMPORT_COLUMN_TITLES, type ImportResult, type ImportRowProblem } from '@/services/types/member';
import { useTranslate } from '@/utils/translate';

/** The import's columns -> their labels. */
const COLUMN_LABELS: Record<string, string> = IMPORT_COLUMN_TITLES;

const REASONS = ['required', 'invalid', 'tooLong', 'tooShort', 'registered', 'exists'];
const FILE_REASONS = ['required', 'type', 'tooLarge', 'tooLong', 'invalid'];

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** After a successful import (the dialog has said how many). */
  onImported: (result: ImportResult) => void;
  upload: (file: File, fileName: string, onProgress: (percent: number) => void) => Promise<ImportResult>;
  downloadTemplate: () => Promise<boolean>;
}

type Refusal = { rows: ImportRowProblem[] } | { file: string; columns?: string[] };

function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'business') return undefined;
  const result = error.result as { rows?: unknown; columns?: unknown } | null;
  if (Array.isArray(result?.rows) && result.rows.length > 0) return { rows: result.rows as ImportRowProblem[] };
  const reason = error.fieldErrors.file;
  if (!reason) return undefined;
  return { file: reason, columns: Array.isArray(result?.columns) ? (result.columns as string[]) : undefined };
}

export default function ImportModal({ open, onClose, onImported, upload, downloadTemplate }: ImportModalProps) {
  const uploads = useModel('upload');
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const t = useTranslate();

  const reasonText = (field: string, reason: string) => {
    const label = COLUMN_LABELS[field] ? t(COLUMN_LABELS[field]) : field;
    const words = REASONS.includes(reason) ? t(`person.import.reason.${reason}`) : t('server.invalid');
    return t('person.import.cell', { field: label, reason: words });
  };

  const close = () => {
    setFile(undefined);
    setRefusal(undefined);
    onClose();
  };

  const run = async () => {
    if (!file) {
      message.warning(t('person.import.chooseFirst'));
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    try {
      const result = await uploads.start(file.name, (progress) => upload(file, file.name, progress));
      message.success(t('person.import.done', { count: result.added }));
      setFile(undefined);
      onImported(result);
    } catch (error) {
      const found = refusalOf(error);
      if (found) setRefusal(found);
      else showCallFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('person.import.title')}
      onCancel={close}
      width={640}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="import" type="primary" loading={busy} disabled={!file} onClick={() => void run()}>
          {t('person.import.submit')}
        </Button>,
      ]}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('person.import.hint')}
        </Typography.Paragraph>
        <Space wrap>
          <Upload
            accept=".csv,text/csv"
            maxCount={1}
            fileList={file ? [{ uid: file.name, name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setRefusal(undefined);
              return false;
            }}
            onRemove={() => {
              setFile(undefined);
              setRefusal(undefined);
            }}
          >
            <Button icon={<UploadOutlined />}>{t('person.import.choose')}</Button>
          </Upload>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
            {t('person.import.template')}
          </Button>
        </Space>
        {refusal && 'rows' in refusal ? (
          <>
            <Alert type="error" showIcon message={t('person.import.refused', { count: refusal.rows.length })} />
            <Table<ImportRowProblem>
              rowKey="row"
              size="small"
              pagination={refusal.rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
              dataSource={refusal.rows}
              data-testid="import-problems"
              columns={[
                { title: t('person.import.row'), dataIndex: 'row', width: 90 },
                {
                  title: t('person.import.problems'),
                  dataIndex: 'fields',
                  render: (_, problem) => (
                    <Space direction="vertical" size={0}>
                      {Object.entries(problem.fields).map(([field, reason]) => (
                        <span key={field}>{reasonText(field, reason)}</span>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
          </>
        ) : null}
        {refusal && 'file' in refusal ? (
          <Alert
            type="error"
            showIcon
            message={t(FILE_REASONS.includes(refusal.file) ? `person.import.file.${refusal.file}` : 'person.import.file.invalid')}
            description={refusal.columns?.length ? t('person.import.file.columns', { columns: refusal.columns.join(', ') }) : undefined}
          />
        ) : null}
      </Space>
    </Modal>
  );
}
