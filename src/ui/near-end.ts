import { useEffect, useRef } from 'react';

/** Spec 000 §9: a list loads more when the visitor is within 200 px of its end (products, customer items). */
const NEAR_END_PX = 200;

/**
 * Calls `onNear` when the returned element comes within 200 px of the viewport. It watches again
 * whenever `watchKey` changes (a page was added): an observer reports at once on start, so a
 * list still too short to scroll keeps asking until it fills the screen.
 */
export function useNearEnd<E extends Element>(onNear: () => void, active: boolean, watchKey: number) {
  const ref = useRef<E>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), {
      rootMargin: `0px 0px ${NEAR_END_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, watchKey]);
  return ref;
}
