import { useEffect } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './content.css';

/** An image of the slider, shown large here. */
export interface SliderImage {
  src: string;
  alt: string;
}

export interface LightboxTexts {
  /** The dialog's title, e.g. the product's name. */
  title: string;
  close: string;
  previous: string;
  next: string;
  /** "Afbeelding 2 van 3". */
  position: (number: number, total: number) => string;
}

export interface LightboxProps {
  images: SliderImage[];
  index: number;
  onIndexChange: (index: number) => void;
  isOpen: boolean;
  onClose: () => void;
  texts: LightboxTexts;
}

/** The images at full size in a modal dialog: arrow keys and buttons page through, Escape closes. */
export function Lightbox({ images, index, onIndexChange, isOpen, onClose, texts }: LightboxProps) {
  const total = images.length;
  const image = images[index];
  const go = (step: number) => onIndexChange((index + step + total) % total);
  // The dialog takes the focus, so the arrow keys are heard wherever the focus is while it is open.
  useEffect(() => {
    if (!isOpen || total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndexChange((index + (event.key === 'ArrowLeft' ? -1 : 1) + total) % total);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, index, total, onIndexChange]);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable className="modal-overlay lightbox-overlay">
      <Modal className="lightbox">
        <Dialog className="lightbox-dialog">
          <div className="lightbox-header">
            <Heading slot="title" className="lightbox-title">
              {texts.title}
            </Heading>
            <Button className="lightbox-button" onPress={onClose} aria-label={texts.close}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {image && (
            <figure className="lightbox-figure">
              <img src={image.src} alt={image.alt} className="lightbox-image" />
              <figcaption aria-live="polite">{texts.position(index + 1, total)}</figcaption>
            </figure>
          )}
          {total > 1 && (
            <div className="lightbox-nav">
              <Button className="lightbox-button" onPress={() => go(-1)} aria-label={texts.previous}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Button className="lightbox-button" onPress={() => go(1)} aria-label={texts.next}>
                <span aria-hidden="true">›</span>
              </Button>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
