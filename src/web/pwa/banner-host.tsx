import { createRoot, type Root } from 'react-dom/client';
import { PwaBanner, type PwaBannerProps } from './pwa-banner';

let root: Root | null = null;
let shown: PwaBannerProps['kind'] | null = null;

/**
 * The banner's own element and React root, beside the router's tree: it shows on every page,
 * signed in or not, whatever the page renders. Made empty when the worker is registered, so a
 * screen reader announces what appears in it later (a live region must exist before its text;
 * aria-live without role="status", which pages use for their own messages).
 */
export function prepareBannerHost() {
  if (root) return;
  const host = document.createElement('div');
  host.setAttribute('aria-live', 'polite');
  host.dataset.pwaBanner = '';
  document.body.append(host);
  root = createRoot(host);
}

export function showBanner(props: PwaBannerProps) {
  shown = props.kind;
  root?.render(<PwaBanner {...props} />);
}

/** Hides the banner; with `kind`, only while that one is shown (a timer must not hide a newer one). */
export function hideBanner(kind?: PwaBannerProps['kind']) {
  if (kind && shown !== kind) return;
  shown = null;
  root?.render(null);
}
