import { Button } from '@caliber/ui';
import type { ReactNode } from 'react';
import { useRef } from 'react';

interface FileButtonProps {
  children: ReactNode;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
}

/** A button that opens the file chooser (images only); the input itself stays hidden. */
export function FileButton({ children, onFiles, multiple, disabled }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => input.current?.click()} disabled={disabled}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        data-testid="file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
