/**
 * The one upload store of the console (section 3): per file name its status
 * and percent, the progress modal's open flag and its closing animation.
 * Uploads started on any page live here and keep going across navigation.
 * The modal an upload opened closes itself (the same flight to the header's
 * indicator) once every upload it opened for has finished well; a failure
 * keeps it open until the person closes it, and a modal the person opened
 * from the indicator stays until they close it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type UploadStatus = 'uploading' | 'done' | 'error';

export interface UploadEntry {
  status: UploadStatus;
  percent: number;
}

/** How antd's Progress shows an entry: failed, finished, or moving. */
export function progressStatus(entry: UploadEntry): 'exception' | 'success' | 'active' {
  return entry.status === 'error' ? 'exception' : entry.status === 'done' ? 'success' : 'active';
}

/** Closing the progress modal plays this long an animation toward the header indicator. */
export const CLOSE_ANIMATION_MS = 1000;

export interface UploadOptions {
  /**
   * false: the caller shows this upload's progress itself (a dialog with its
   * own bar), so the progress modal does not open over it; the header's
   * indicator still counts and lists the upload. Default true.
   */
  openProgress?: boolean;
}

export interface UploadModel {
  uploadStatusMap: Record<string, UploadEntry>;
  modalOpen: boolean;
  animating: boolean;
  /** Runs an upload, reporting its progress in the store; opens the progress modal unless told not to. */
  start: <T>(fileName: string, run: (onProgress: (percent: number) => void) => Promise<T>, options?: UploadOptions) => Promise<T>;
  openModal: () => void;
  closeModal: () => void;
}

export default function useUpload(): UploadModel {
  const [uploadStatusMap, setMap] = useState<Record<string, UploadEntry>>({});
  const [modalOpen, setModalOpen] = useState(false);
  const [animating, setAnimating] = useState(false);
  const timer = useRef<number>();
  /** The files the open modal was opened for (empty when the person opened it, or once it closes). */
  const watched = useRef(new Set<string>());

  const set = useCallback((fileName: string, entry: UploadEntry) => {
    setMap((current) => ({ ...current, [fileName]: entry }));
  }, []);

  const start = useCallback(
    async <T,>(fileName: string, run: (onProgress: (percent: number) => void) => Promise<T>, options: UploadOptions = {}): Promise<T> => {
      set(fileName, { status: 'uploading', percent: 0 });
      if (options.openProgress !== false) {
        watched.current.add(fileName);
        setModalOpen(true);
      }
      try {
        const result = await run((percent) =>
          set(fileName, { status: 'uploading', percent: Math.max(0, Math.min(99, Math.round(percent))) }),
        );
        set(fileName, { status: 'done', percent: 100 });
        return result;
      } catch (error) {
        setMap((current) => ({ ...current, [fileName]: { status: 'error', percent: current[fileName]?.percent ?? 0 } }));
        throw error;
      }
    },
    [set],
  );

  const openModal = useCallback(() => {
    watched.current.clear();
    window.clearTimeout(timer.current);
    setAnimating(false);
    setModalOpen(true);
  }, []);

  const closeModal = useCallback(() => {
    watched.current.clear();
    setAnimating(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setModalOpen(false);
      setAnimating(false);
    }, CLOSE_ANIMATION_MS);
  }, []);

  useEffect(() => {
    const names = [...watched.current];
    if (!modalOpen || animating || names.length === 0) return;
    if (names.every((name) => uploadStatusMap[name]?.status === 'done')) closeModal();
  }, [uploadStatusMap, modalOpen, animating, closeModal]);

  return { uploadStatusMap, modalOpen, animating, start, openModal, closeModal };
}
