import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyParamPatch, type ParamValue } from './search-params';

type UpdateOptions = { replace?: boolean };

/**
 * Page state kept in the URL so a reload or a shared link shows the same view.
 * `parse` and `defaults` must be stable (module constants), or every render re-parses.
 */
export function useSearchParamsState<T extends Record<string, ParamValue>>(
  parse: (params: URLSearchParams) => T,
  defaults: T,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parse(searchParams), [parse, searchParams]);
  const update = useCallback(
    (patch: Partial<T> | ((latest: T) => Partial<T>), options: UpdateOptions = {}) => {
      // Start from the address bar, not this render's params: navigations render in a transition,
      // so a quick second change (sort, then direction) would otherwise undo the first. A function
      // patch sees that same latest state (a second click on a sort header flips the first one).
      const current = new URLSearchParams(window.location.search);
      const resolved = typeof patch === 'function' ? patch(parse(current)) : patch;
      setSearchParams(applyParamPatch(current, resolved, defaults), {
        replace: options.replace ?? false,
      });
    },
    [defaults, parse, setSearchParams],
  );
  return [state, update] as const;
}
