/**
 * A button that opens the file chooser, for a file acted on as soon as it is
 * chosen (an avatar): a hidden file input behind antd's Button, without
 * antd's Upload (its list, progress and drag-and-drop code), which such a
 * choice never shows. The same file can be chosen again.
 */
import { Button, type ButtonProps } from 'antd';
import { useRef, type ReactNode } from 'react';

export interface FilePickProps extends Pick<ButtonProps, 'icon' | 'loading' | 'disabled'> {
  /** The input's `accept`: which files the chooser offers. */
  accept: string;
  onPick: (file: File) => void;
  children: ReactNode;
}

export default function FilePick({ accept, onPick, children, ...button }: FilePickProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so that choosing the same file again is a change too.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
