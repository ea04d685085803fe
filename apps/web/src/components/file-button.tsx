import { Button, type ButtonProps } from '@mui/material';
import { useRef } from 'react';

type FileButtonProps = Omit<ButtonProps, 'onClick' | 'component'> & {
  /** The file types the chooser offers, e.g. 'text/csv,.csv'. */
  accept: string;
  /** The accessible name of the hidden file input (tests and assistive tech find it by this). */
  inputLabel: string;
  onFile: (file: File) => void;
  inputTestId?: string;
};

/**
 * A button that opens the file chooser. A MUI Button rendered as a <label> around the input cannot
 * be used from the keyboard (Enter on it does nothing), so this one clicks a hidden input instead.
 * The input is emptied after each choice, so choosing the same file again still counts.
 */
export function FileButton({ accept, inputLabel, onFile, inputTestId, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()} />
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
