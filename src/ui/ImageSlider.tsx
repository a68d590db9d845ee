import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Lightbox, type LightboxTexts, type SliderImage } from './Lightbox.tsx';
import './content.css';

/** Spec 001 §9: thumbnails of 92 × 92 px, 10 px apart. */
export const THUMBNAIL_SIZE_PX = 92;
export const THUMBNAIL_GAP_PX = 10;

export interface ImageSliderTexts extends LightboxTexts {
  /** The name of the thumbnail list. */
  thumbnails: string;
  /** The large image opens the lightbox. */
  enlarge: string;
  /** "Afbeelding 2 van 3 tonen". */
  show: (number: number, total: number) => string;
}

/** The large image, thumbnails to choose another, and a lightbox to see them at full size. */
export function ImageSlider({ images, texts }: { images: SliderImage[]; texts: ImageSliderTexts }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[index];
  if (!current) return null;
  return (
    <div className="image-slider">
      <Button className="image-slider-main" onPress={() => setOpen(true)} aria-label={`${texts.enlarge}: ${current.alt}`}>
        {/* The product's picture is the largest thing on its page: fetched first. */}
        <img src={current.src} alt="" width="640" height="480" fetchPriority="high" />
      </Button>
      {images.length > 1 && (
        <ul className="image-slider-thumbnails" aria-label={texts.thumbnails} style={{ gap: `${THUMBNAIL_GAP_PX}px` }}>
          {images.map((image, i) => (
            <li key={image.src}>
              <Button
                className="image-slider-thumbnail"
                onPress={() => setIndex(i)}
                aria-label={texts.show(i + 1, images.length)}
                aria-current={i === index ? 'true' : undefined}
                style={{ width: `${THUMBNAIL_SIZE_PX}px`, height: `${THUMBNAIL_SIZE_PX}px` }}
              >
                <img src={image.src} alt="" width={THUMBNAIL_SIZE_PX} height={THUMBNAIL_SIZE_PX} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox images={images} index={index} onIndexChange={setIndex} isOpen={open} onClose={() => setOpen(false)} texts={texts} />
    </div>
  );
}
