import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageSettles } from './after-page-settles.ts';
import type { LightboxTexts, SliderImage } from './Lightbox.tsx';
import './content.css';

// The product's picture is its page's largest paint; the lightbox with its dialog code is not on
// that path: it is fetched once the page has settled, or when the customer comes to the picture.
const loadLightbox = () => import('./Lightbox.tsx');
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

/** Spec 001 §9: thumbnails of 92 × 92 px, 10 px apart. */
const THUMBNAIL_SIZE_PX = 92;
const THUMBNAIL_GAP_PX = 10;

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
  useEffect(() => afterPageSettles(() => void loadLightbox()), []);
  const current = images[index];
  if (!current) return null;
  return (
    <div className="image-slider">
      <button
        type="button"
        className="image-slider-main"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
        aria-label={`${texts.enlarge}: ${current.alt}`}
      >
        {/* The product's picture is the largest thing on its page: fetched first. */}
        <img src={current.src} alt="" width="640" height="480" fetchPriority="high" />
      </button>
      {images.length > 1 && (
        <ul className="image-slider-thumbnails" aria-label={texts.thumbnails} style={{ gap: `${THUMBNAIL_GAP_PX}px` }}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="image-slider-thumbnail"
                onClick={() => setIndex(i)}
                aria-label={texts.show(i + 1, images.length)}
                aria-current={i === index ? 'true' : undefined}
                style={{ width: `${THUMBNAIL_SIZE_PX}px`, height: `${THUMBNAIL_SIZE_PX}px` }}
              >
                <img src={image.src} alt="" width={THUMBNAIL_SIZE_PX} height={THUMBNAIL_SIZE_PX} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={index} onIndexChange={setIndex} isOpen onClose={() => setOpen(false)} texts={texts} />
        </Suspense>
      )}
    </div>
  );
}
