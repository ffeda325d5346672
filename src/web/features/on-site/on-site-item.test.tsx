import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SavedEntry } from '@/web/offline/api';
import { OnSiteItem, type ItemActions } from './on-site-item';
import { groupHeldChanges, heldChangesOf } from './pending-by-item';
import { INSPECTION_ID, keptFile, keptInspection, keptItem, savedEntry } from './test-kept-fixture';

const noop = () => undefined;
const ACTIONS: ItemActions = {
  mayAnswer: true,
  userName: 'Ina Inspector',
  onAnswer: noop,
  onRetry: noop,
  onDiscard: noop,
  onKeepMine: noop,
  onKeepServer: noop,
};

const answerChange = (answer: 'Pass' | 'Fail', severity: 'Major' | null = null) =>
  ({
    kind: 'answer',
    inspectionId: INSPECTION_ID,
    itemId: 'CWI.1',
    base: { answeredAt: '2026-11-26T15:00:00.000Z' },
    resolution: null,
    answer,
    severity,
    comment: 'Holes plugged',
  }) as const;

function render(item = keptItem(), entries: SavedEntry[] = [], kept = keptInspection([item])) {
  const held = heldChangesOf(groupHeldChanges(entries), item.itemId);
  return renderToStaticMarkup(<OnSiteItem kept={kept} item={item} held={held} actions={ACTIONS} />);
}

describe('OnSiteItem', () => {
  it("shows the device's answer with 'Not yet sent' while its change waits", () => {
    const item = keptItem({ answer: 'Fail', severity: 'Major', comment: 'Holes plugged' });
    const html = render(item, [savedEntry(1, answerChange('Fail', 'Major'))]);
    expect(html).toContain('Fail · Major');
    expect(html).toContain('Comment: Holes plugged');
    expect(html).toContain('Not yet sent');
    expect(html).toMatch(/<button[^>]*>Answer<span class="sr-only"> CWI.1<\/span><\/button>/);
    expect(render(keptItem({ answer: 'Pass' }))).not.toContain('Not yet sent');
  });

  it('offers Add photo from the camera and Add document, and shows kept and local files', () => {
    const item = keptItem({ itemId: 'CWI.PHOTO-PRE-1', kind: 'photo', stage: 'pre' });
    const kept = keptInspection([item], {
      evidence: {
        files: [keptFile()],
        signature: null,
        mayWithdraw: false,
        mayExplainFlags: false,
      },
      localFiles: [
        {
          seq: 7,
          itemId: 'CWI.PHOTO-PRE-1',
          purpose: 'evidence',
          fileName: 'loft.jpg',
          mime: 'image/jpeg',
          size: 900,
          objectUrl: 'blob:local-1',
        },
      ],
    });
    const html = render(item, [], kept);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="image\/\*"[^>]*capture="environment"/);
    expect(html).toContain('Add photo<span class="sr-only"> for CWI.PHOTO-PRE-1</span>');
    expect(html).toContain('Add document<span class="sr-only"> to CWI.PHOTO-PRE-1</span>');
    expect(html).toContain('src="data:image/jpeg;base64,AAAA" alt="front-wall.jpg"');
    expect(html).toContain('src="blob:local-1" alt="loft.jpg"');
    // The local file is marked; the server's is not.
    expect(html.match(/Not yet sent/g)).toHaveLength(1);
  });

  it("keeps a refused change with the server's message, Edit, Send again and Discard", () => {
    const refused = savedEntry(2, answerChange('Pass'), {
      state: 'refused',
      error: 'N/A is not allowed for this question.',
    });
    const html = render(keptItem(), [refused]);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Not accepted: Answer CWI.1: Pass');
    expect(html).toContain('N/A is not allowed for this question.');
    for (const name of ['Edit', 'Send again', 'Discard'])
      expect(html).toContain(`>${name}<span class="sr-only"> Answer CWI.1: Pass</span>`);
  });

  it("shows a conflict side by side: yours and the server's, who and when, and both choices", () => {
    const conflict = savedEntry(3, answerChange('Fail', 'Major'), {
      state: 'conflict',
      conflict: {
        answer: 'Pass',
        severity: null,
        comment: 'Checked from the ladder',
        answeredAt: '2026-11-27T10:15:00.000Z',
        answeredByName: 'Cora Coordinator',
      },
    });
    const html = render(keptItem(), [conflict]);
    expect(html).toContain('aria-label="Conflict on CWI.1"');
    expect(html).toMatch(/Yours<\/h4>.*Fail.*Major.*Holes plugged.*Ina Inspector.*27 Nov 2026/);
    expect(html).toMatch(
      /On the server<\/h4>.*Pass.*N\/A.*Checked from the ladder.*Cora Coordinator.*27 Nov 2026, 10:15/,
    );
    expect(html).toContain('Keep mine<span class="sr-only"> for CWI.1</span>');
    expect(html).toContain('Keep the server&#x27;s<span class="sr-only"> for CWI.1</span>');
  });
});
