import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './ui.css';

export interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  /** Called when the customer dismisses it (Escape, or outside when dismissable). */
  onClose: () => void;
  /** An alert or confirmation is an alertdialog: it is not dismissed by a click outside. */
  role?: 'dialog' | 'alertdialog';
  /** False for a dialog that needs an answer (the cookie choice): no Escape, no click outside. */
  isDismissable?: boolean;
  children: ReactNode;
}

export function ModalDialog({ title, isOpen, onClose, role = 'dialog', isDismissable = role === 'dialog', children }: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable && role === 'dialog'}
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog role={role} className="dialog">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
