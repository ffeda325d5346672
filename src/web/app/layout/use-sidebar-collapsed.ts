import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'inspecthub.sidebarCollapsed';

function readStoredPreference(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be blocked (private mode, policies); the sidebar still works, it just forgets.
    return false;
  }
}

function writeStoredPreference(isCollapsed: boolean): void {
  try {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(isCollapsed));
  } catch {
    // See readStoredPreference.
  }
}

/**
 * Collapsed state of the desktop sidebar, remembered across visits. Screens too
 * narrow for it use the drawer instead, so there is no automatic collapse.
 */
export function useSidebarCollapsed() {
  const [isCollapsed, setIsCollapsed] = useState(readStoredPreference);

  const toggle = useCallback(() => {
    const next = !isCollapsed;
    setIsCollapsed(next);
    writeStoredPreference(next);
  }, [isCollapsed]);

  return { isCollapsed, toggle };
}
