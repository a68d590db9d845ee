import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './native-dialog.css';

export interface NativeDialogProps {
  title: string;
  /**
   * What the question is about, in paragraphs: read out with the title when the dialog opens. Short
   * paragraphs, each smaller than what the page paints of its own: a first visit is asked once the
   * page has loaded, and a block of text larger than the page's own would count as its largest paint.
   */
  description: ReactNode;
  /**
   * The browser's close request (Escape) closed the dialog. A page may refuse it only once per
   * user activation, so the flow hears of it instead and decides what closing means.
   */
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * A modal dialog that is open while it is rendered: the browser's own `<dialog>`, opened with
 * `showModal()`. The browser keeps the focus inside, makes the page behind it inert, handles
 * Escape and gives the focus back on closing, with no react-aria on the page (the cookie question
 * of a first visit).
 */
export function NativeDialog({ title, description, onDismiss, children }: NativeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // Closed before React removes it, the dialog hands the focus back to where it was when it opened.
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className="native-dialog" aria-labelledby={titleId} aria-describedby={descriptionId} onCancel={onDismiss}>
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      <div id={descriptionId} className="native-dialog-description">
        {description}
      </div>
      {children}
    </dialog>
  );
}
