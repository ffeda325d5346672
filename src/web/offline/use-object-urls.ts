import { useEffect, useRef, useState } from 'react';
import type { BlobRow } from './store';

const NO_URLS: ReadonlyMap<string, string> = new Map();

/**
 * Object URLs of the kept image blobs by blob id. A kept blob never changes, so each id keeps
 * its URL while it is listed (the outbox changing re-reads the blobs as new objects); a URL is
 * revoked when its blob leaves the list or the page goes.
 */
export function useObjectUrls(blobs: BlobRow[] | undefined): ReadonlyMap<string, string> {
  const made = useRef(new Map<string, string>());
  const [urls, setUrls] = useState(NO_URLS);
  useEffect(() => {
    const images = (blobs ?? []).filter((b) => b.blob.type.startsWith('image/'));
    const next = new Map<string, string>();
    for (const { id, blob } of images)
      next.set(id, made.current.get(id) ?? URL.createObjectURL(blob));
    for (const [id, url] of made.current) if (!next.has(id)) URL.revokeObjectURL(url);
    made.current = next;
    setUrls(next);
  }, [blobs]);
  useEffect(
    () => () => {
      for (const url of made.current.values()) URL.revokeObjectURL(url);
      made.current = new Map();
    },
    [],
  );
  return urls;
}
