/**
 * An upload started from a dialog that shows its own progress (the log and
 * OTA package forms): the header's progress modal stays shut, since it would
 * open over the dialog; the header's indicator still counts and lists the
 * upload, which keeps going if the dialog closes. `progress` is the bar to
 * put under the file field, for the file this dialog sent last; it clears
 * when the dialog closes.
 */
import { useModel } from '@umijs/max';
import { Progress } from 'antd';
import { useEffect, useState } from 'react';
import { progressStatus } from '@/models/upload';

export function useDialogUpload(open: boolean, testId: string) {
  const uploads = useModel('upload');
  const [uploading, setUploading] = useState<string>();
  const entry = uploading === undefined ? undefined : uploads.uploadStatusMap[uploading];
  useEffect(() => {
    if (!open) setUploading(undefined);
  }, [open]);

  const start = <T,>(fileName: string, run: (onProgress: (percent: number) => void) => Promise<T>): Promise<T> => {
    setUploading(fileName);
    return uploads.start(fileName, run, { openProgress: false });
  };

  const progress = entry ? (
    <Progress data-testid={testId} percent={entry.percent} size="small" status={progressStatus(entry)} style={{ marginTop: -12, marginBottom: 12 }} />
  ) : null;

  return { start, progress };
}
