import { useEffect, useState } from 'react';
import type { BlobRow } from './store';

const NO_URLS: ReadonlyMap<string, string> = new Map();

/** Object URLs of the kept image blobs, revoked when the blobs change or the page goes. */
export function useObjectUrls(blobs: BlobRow[] | undefined): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState(NO_URLS);
  useEffect(() => {
    const images = (blobs ?? []).filter((b) => b.blob.type.startsWith('image/'));
    const made = new Map(images.map((b) => [b.id, URL.createObjectURL(b.blob)]));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [blobs]);
  return urls;
}
