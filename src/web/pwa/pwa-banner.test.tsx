import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PwaBanner } from './pwa-banner';

const noop = () => undefined;

describe('PwaBanner', () => {
  it('offers the update as a choice: "Reload to update" or "Later", never on its own', () => {
    const html = renderToStaticMarkup(<PwaBanner kind="update" onReload={noop} onLater={noop} />);
    expect(html).toContain('A new version of InspectHub is available.');
    expect(html).toMatch(/<button type="button"[^>]*>Later<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Reload to update<\/button>/);
    expect(html).toContain('aria-label="App updates"');
    // Not a dialog: the page stays usable around it.
    expect(html).not.toMatch(/role="(?:alert)?dialog"/);
  });

  it('says once that the app works offline, without taking clicks from the page under it', () => {
    const html = renderToStaticMarkup(<PwaBanner kind="offline-ready" onClose={noop} />);
    expect(html).toContain('InspectHub is ready to work offline.');
    expect(html).toMatch(/^<section[^>]*pointer-events-none/);
    expect(html).toMatch(/<button[^>]*pointer-events-auto[^>]*aria-label="Dismiss"/);
  });

  it('shows progress once the user chose to update', () => {
    const html = renderToStaticMarkup(<PwaBanner kind="updating" />);
    expect(html).toContain('Updating InspectHub…');
    expect(html).not.toContain('<button');
  });
});
