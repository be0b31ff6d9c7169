import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come near the viewport (within `margin`), and stays true from then on: for work that only
 * a seen element needs, such as asking the server about one entry of a list of hundreds. False on the server and
 * until the browser has looked; true at once where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
