import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyMonitoringPatch,
  parseMonitoringParams,
  type MonitoringParams,
} from './monitoring-params';

/** Tab, escalation filter, search and page live in the URL, so a reload or shared link shows the same view. */
export function useMonitoringParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseMonitoringParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<MonitoringParams>, options: { replace?: boolean } = {}) => {
      // From the address bar, not this render's params: a quick second change must not undo the first.
      const current = new URLSearchParams(window.location.search);
      setSearchParams(applyMonitoringPatch(current, patch), { replace: options.replace ?? false });
    },
    [setSearchParams],
  );
  return [params, update] as const;
}
