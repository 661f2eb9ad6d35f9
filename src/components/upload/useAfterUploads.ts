/**
 * Runs `onFinished` each time an upload of the one upload store ends well,
 * wherever it was started: a list whose records are uploaded reloads when
 * an upload lands, also one started before the person left the page and
 * came back (the request lives in the store, not in the page).
 */
import { useModel } from '@umijs/max';
import { useEffect, useRef } from 'react';

export function useAfterUploads(onFinished: () => void) {
  const { uploadStatusMap } = useModel('upload');
  const done = Object.values(uploadStatusMap).filter((entry) => entry.status === 'done').length;
  const seen = useRef(done);
  const callback = useRef(onFinished);
  callback.current = onFinished;
  useEffect(() => {
    // A file uploaded again under the same name leaves 'done' first: only a new arrival counts.
    if (done > seen.current) callback.current();
    seen.current = done;
  }, [done]);
}
