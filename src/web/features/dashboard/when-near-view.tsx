import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport. Each of the
 * Overview's chart drawings (Recharts, the page's heaviest chunk and render) waits for it, so the
 * figures paint first, a desktop draws only the chart in view, and a phone that never scrolls
 * down never pays for the charts.
 */
export function WhenNearView({
  placeholder,
  margin = '200px',
  className,
  children,
}: {
  placeholder: ReactNode;
  margin?: string;
  /** For the placeholder's wrapper (to fill a sized box: `h-full`). */
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? (
    children
  ) : (
    <div ref={ref} className={className}>
      {placeholder}
    </div>
  );
}
