import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OnSiteHeader } from './on-site-header';
import { keptInspection, keptItem } from './test-kept-fixture';

describe('OnSiteHeader', () => {
  it('says who, where and when from the kept copy, en-GB, with the refresh time', () => {
    const html = renderToStaticMarkup(
      <OnSiteHeader kept={keptInspection([keptItem()])} isStatusWaiting={false} />,
    );
    expect(html).toContain(
      '<h1 class="text-2xl font-semibold text-slate-900">INS-2026-000123</h1>',
    );
    expect(html).toContain('Pending');
    expect(html).toContain('12 Mill Lane, Leeds');
    expect(html).toContain('LS1 4AB');
    expect(html).toContain('27/11/2026 at 09:30');
    expect(html).toContain('Warm Walls Ltd · certificate QMP-1234');
    expect(html).toContain('href="tel:07700 900123"');
    expect(html).toContain('Last refreshed 27/11/2026 08:05');
    expect(html).not.toContain('Not yet sent');
  });

  it("marks the status 'Not yet sent' after completing on the device", () => {
    const kept = keptInspection([keptItem()]);
    kept.inspection.status = 'PASSED';
    const html = renderToStaticMarkup(<OnSiteHeader kept={kept} isStatusWaiting />);
    expect(html).toContain('Passed');
    expect(html).toContain('Not yet sent');
  });
});
