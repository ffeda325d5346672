import { useCallback, useEffect, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'inspecthub.sidebarCollapsed';
const NARROW_SCREEN = '(max-width: 767px)';

function readStoredPreference(): boolean | null {
  try {
    const stored = window.localStorage.getItem(SIDEBAR_STORAGE_KEY);
    return stored === null ? null : stored === 'true';
  } catch {
    // Storage can be blocked (private mode, policies); the sidebar still works, it just forgets.
    return null;
  }
}

function writeStoredPreference(isCollapsed: boolean): void {
  try {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(isCollapsed));
  } catch {
    // See readStoredPreference.
  }
}

function isNarrowScreen(): boolean {
  return window.matchMedia(NARROW_SCREEN).matches;
}

/** Collapsed state remembered across visits; narrow screens start collapsed so content keeps its width. */
export function useSidebarCollapsed() {
  const [isCollapsed, setIsCollapsed] = useState(
    () => isNarrowScreen() || readStoredPreference() === true,
  );

  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN);
    const collapseWhenNarrow = (event: MediaQueryListEvent) => {
      if (event.matches) setIsCollapsed(true);
    };
    query.addEventListener('change', collapseWhenNarrow);
    return () => query.removeEventListener('change', collapseWhenNarrow);
  }, []);

  // Only a deliberate toggle is remembered, not the automatic collapse on a narrow screen.
  const toggle = useCallback(() => {
    const next = !isCollapsed;
    setIsCollapsed(next);
    writeStoredPreference(next);
  }, [isCollapsed]);

  return { isCollapsed, toggle };
}
