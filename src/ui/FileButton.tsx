import { useRef, type ReactNode, type Ref } from 'react';
import './ui.css';

export interface FileButtonProps {
  children: ReactNode;
  /** The `accept` of the file input: what the picker offers. */
  accept: string;
  multiple?: boolean;
  onFilesChosen(files: File[]): void;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that opens the file picker. The file input itself stays hidden (it cannot be styled
 * as a button and reads its own "no file chosen" text); the button is the one control a person
 * focuses and presses. Tests choose files through the page's file chooser.
 */
export function FileButton({ children, accept, multiple = false, onFilesChosen, ref, ...aria }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button {...aria} ref={ref} type="button" className="button button-secondary" onClick={() => input.current?.click()}>
        {children}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared, so choosing the same file again (after a failure) is a new choice.
          event.currentTarget.value = '';
          if (files.length > 0) onFilesChosen(files);
        }}
      />
    </>
  );
}
