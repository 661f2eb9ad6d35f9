/**
 * A record screen (a detail, an edit page) whose record could not be read:
 * the not-found result for 40401 (an unknown id and one out of reach look
 * alike) or for no id at all, the load-failure result otherwise, each with a
 * way back. The screen is the one message: its call is made with SILENT,
 * so the pipeline shows nothing beside it.
 */
import { Button, Result } from 'antd';
import { STATUS } from '@/request/codes';
import { ApiError } from '@/request/errors';
import { useTranslate } from '@/utils/translate';

export interface RecordFailureProps {
  /** The failure; undefined when there was nothing to ask for (no id). */
  error?: unknown;
  /** Dictionary ids of the subtitles: the record does not exist, or it could not be read. */
  notFoundId: string;
  failedId: string;
  backId: string;
  onBack: () => void;
}

export default function RecordFailure({ error, notFoundId, failedId, backId, onBack }: RecordFailureProps) {
  const t = useTranslate();
  const notFound = error === undefined || (error instanceof ApiError && error.code === STATUS.NOT_FOUND);
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={t(notFound ? 'page.notFound.title' : 'loadFailure.error.title')}
      subTitle={t(notFound ? notFoundId : failedId)}
      extra={<Button onClick={onBack}>{t(backId)}</Button>}
    />
  );
}
