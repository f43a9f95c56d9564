import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The address's search params, and an update that builds on the latest ones written (replacing
 * the history entry). BrowserRouter shows a new address in a transition, so until that renders,
 * the params a render saw are the ones before: a second choice made meanwhile (a member picked
 * right after a nail shape, on a slow phone) would be built on them and drop the first.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (update: (latest: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // A new address from elsewhere (Back, a link) is the latest too.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (next: (latest: URLSearchParams) => URLSearchParams) => {
      const written = next(new URLSearchParams(latest.current));
      latest.current = written;
      setParams(written, { replace: true });
    },
    [setParams],
  );
  return [params, update];
}
