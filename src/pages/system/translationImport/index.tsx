/**
 * /system/translations/import (platform:i18n:import): translations from an Excel file (docs/openapi.yaml
 * `uploadTranslationFile`, `listTranslationImport`, `getTranslationTemplate`), in four steps on one screen:
 * the template; the file (an .xlsx of at most 2 MB, refused before it is sent otherwise; sent through the
 * header's upload store, so its progress is the header's like every upload); the rows as the server read them,
 * each with what applying does or why it is refused, paged, optionally the refused ones only; and the apply
 * (confirmed, once), after which the new words are in force at once (the startup list read again).
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useIntl, useModel } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Space, Switch, Table, Tag, Typography, message } from 'antd';
import { useCallback, useState } from 'react';
import { DataText } from '@/components/DataText';
import { useConfirm } from '@/components/confirm/useConfirm';
import FilePick from '@/components/form/FilePick';
import { showReasonFailure } from '@/components/form/serverErrors';
import PageFrame from '@/components/pageFrame/PageFrame';
import SectionWords from '@/components/SectionWords';
import { serverPager } from '@/components/table/pager';
import { useServerPage } from '@/components/table/useServerPage';
import {
  applyTranslationImport,
  downloadTranslationTemplate,
  fetchTranslationImport,
  TRANSLATION_FILE_EXTENSION,
  TRANSLATION_FILE_MAX_BYTES,
  uploadTranslationFile,
  type TranslationImport,
  type TranslationImportRow,
} from '@/services/translations';
import type { PageQuery } from '@/services/types/list';
import { loadServerTranslations } from '@/startup/initialState';
import { useTranslate, type Translate } from '@/utils/translate';
import { TRANSLATIONS_PATH } from '../keys';

/** The size limit as people read it. */
const MAX_SIZE_TEXT = `${TRANSLATION_FILE_MAX_BYTES / (1024 * 1024)} MB`;
const MONOSPACE = { fontFamily: 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, monospace' };
const CHANGE_COLOR: Record<TranslationImportRow['change'], string | undefined> = { add: 'green', update: 'blue', same: undefined, refused: 'red' };

/** Why a chosen file is not sent, or nothing. */
function fileProblem(file: File, t: Translate): string | undefined {
  if (!file.name.toLowerCase().endsWith(TRANSLATION_FILE_EXTENSION)) return t('translations.import.file.type');
  if (file.size > TRANSLATION_FILE_MAX_BYTES) return t('translations.import.file.tooLarge', { max: MAX_SIZE_TEXT });
  return undefined;
}

/** Steps 3 and 4 for one read file: its rows, paged on the server, and the apply. */
function ImportRows({ first, t }: { first: TranslationImport; t: Translate }) {
  const intl = useIntl();
  const [info, setInfo] = useState<TranslationImport>(first);
  const [refusedOnly, setRefusedOnly] = useState(false);
  const [confirm, confirmHolder] = useConfirm();
  const { importId } = first;
  const fetchPage = useCallback(
    async ({ pageNumber, pageSize }: PageQuery) => {
      const page = await fetchTranslationImport({ importId, pageNumber, pageSize, ...(refusedOnly ? { refusedOnly: true } : {}) });
      setInfo(page);
      return page;
    },
    [importId, refusedOnly],
  );
  const page = useServerPage<TranslationImportRow>(fetchPage, { keepRows: true });

  const apply = () =>
    confirm({
      title: t('translations.import.apply.title', { count: info.acceptedRows }),
      content: t('translations.import.apply.content'),
      okText: t('translations.import.apply', { count: info.acceptedRows }),
      onOk: async () => {
        const applied = await applyTranslationImport(importId, page.pageSize);
        setInfo(applied);
        message.success(t('translations.import.applied', { count: applied.appliedRows }));
        // The new words in force at once, in every language (the server's list read again).
        await loadServerTranslations();
        page.reload();
      },
    });

  const changeWord = (change: TranslationImportRow['change']) => t(`translations.import.${info.applied ? 'changed' : 'change'}.${change}`);
  return (
    <>
      {confirmHolder}
      <Card title={t('translations.import.step.rows')} size="small">
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 5 }} style={{ marginBottom: 12 }} data-testid="import-totals">
          <Descriptions.Item label={t('translations.import.fileName')}>
            <DataText>{info.fileName}</DataText>
          </Descriptions.Item>
          <Descriptions.Item label={t('translations.import.totals.rows')}>{intl.formatNumber(info.totalRows)}</Descriptions.Item>
          <Descriptions.Item label={t('translations.import.totals.accepted')}>{intl.formatNumber(info.acceptedRows)}</Descriptions.Item>
          <Descriptions.Item label={t('translations.import.totals.refused')}>{intl.formatNumber(info.refusedRows)}</Descriptions.Item>
          {info.applied ? (
            <Descriptions.Item label={t('translations.import.totals.applied')}>{intl.formatNumber(info.appliedRows)}</Descriptions.Item>
          ) : null}
        </Descriptions>
        <Space style={{ marginBottom: 12 }}>
          <Switch checked={refusedOnly} onChange={setRefusedOnly} aria-label={t('translations.import.refusedOnly')} id="translations-refused-only" />
          <label htmlFor="translations-refused-only">{t('translations.import.refusedOnly')}</label>
        </Space>
        <Table<TranslationImportRow>
          rowKey="row"
          size="small"
          dataSource={page.rows}
          loading={page.loading}
          pagination={serverPager(page, intl, { showSizeChanger: true })}
          onChange={(paging) => page.goTo(paging.current ?? 1, paging.pageSize ?? page.pageSize)}
          scroll={{ x: 960 }}
          data-testid="import-rows"
          columns={[
            { title: t('translations.import.row'), dataIndex: 'row', width: 70 },
            { title: t('translations.key'), dataIndex: 'key', width: 240, ellipsis: true, onCell: () => ({ style: MONOSPACE }), render: (key: string) => <DataText ltr>{key}</DataText> },
            { title: t('translations.language'), dataIndex: 'language', width: 110, render: (language: string) => <DataText ltr>{language}</DataText> },
            {
              title: t('translations.value'),
              dataIndex: 'value',
              width: 300,
              render: (value: string) => (
                <Typography.Text ellipsis={{ tooltip: <DataText>{value}</DataText> }} style={{ width: '100%' }}>
                  {value}
                </Typography.Text>
              ),
            },
            {
              title: t(info.applied ? 'translations.import.result' : 'translations.import.change'),
              dataIndex: 'change',
              width: 110,
              render: (change: TranslationImportRow['change']) => <Tag color={CHANGE_COLOR[change]}>{changeWord(change)}</Tag>,
            },
            {
              title: t('translations.import.reason'),
              dataIndex: 'refusal',
              width: 260,
              render: (refusal: TranslationImportRow['refusal']) => (refusal ? t(`translations.import.refusal.${refusal}`) : null),
            },
          ]}
        />
      </Card>
      <Card title={t('translations.import.step.apply')} size="small">
        {info.applied ? (
          <Alert type="success" showIcon message={t('translations.import.applied', { count: info.appliedRows })} />
        ) : (
          <Space direction="vertical">
            {info.acceptedRows === 0 ? <Typography.Text type="secondary">{t('translations.import.apply.none')}</Typography.Text> : null}
            <Button type="primary" disabled={info.acceptedRows === 0} onClick={apply}>
              {t('translations.import.apply', { count: info.acceptedRows })}
            </Button>
          </Space>
        )}
      </Card>
    </>
  );
}

function TranslationImportScreen() {
  const t = useTranslate();
  const uploads = useModel('upload');
  const [reading, setReading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [read, setRead] = useState<TranslationImport>();

  const pick = async (file: File) => {
    const problem = fileProblem(file, t);
    if (problem) {
      message.error(problem);
      return;
    }
    setReading(true);
    try {
      // Through the header's upload store, with its default showing: the progress is the header's, as every upload's.
      const result = await uploads.start(file.name, (onProgress) => uploadTranslationFile(file, file.name, onProgress));
      setRead(result);
    } catch (error) {
      // The server's reason for the file, in words, once.
      showReasonFailure(error, ['file'], 'translations.import');
    } finally {
      setReading(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTranslationTemplate();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageFrame extra={<Link to={TRANSLATIONS_PATH}>{t('translations.import.back')}</Link>}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('translations.import.step.template')} size="small">
          <Space direction="vertical">
            <Typography.Text type="secondary">{t('translations.import.step.template.hint')}</Typography.Text>
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
              {t('translations.import.template')}
            </Button>
          </Space>
        </Card>
        <Card title={t('translations.import.step.file')} size="small">
          <Space direction="vertical">
            <Typography.Text type="secondary">{t('translations.import.step.file.hint')}</Typography.Text>
            <FilePick accept={TRANSLATION_FILE_EXTENSION} icon={<UploadOutlined />} loading={reading} onPick={(file) => void pick(file)}>
              {t('translations.import.choose')}
            </FilePick>
          </Space>
        </Card>
        {read ? <ImportRows key={read.importId} first={read} t={t} /> : null}
      </Space>
    </PageFrame>
  );
}

export default function TranslationImportPage() {
  return (
    <SectionWords section="system">
      <TranslationImportScreen />
    </SectionWords>
  );
}
