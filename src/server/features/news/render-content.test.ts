import { describe, expect, it } from 'vitest';
import { renderPostContent } from './render-content';

describe('renderPostContent', () => {
  it('keeps the formatting a post needs', () => {
    const { html, text } = renderPostContent(
      '# Title\n\nSome **bold** and _em_ text with a [link](https://example.org).\n\n- one\n- two',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow">link</a>',
    );
    expect(html).toContain('<li>one</li>');
    expect(text).toBe('Title Some bold and em text with a link. one two');
  });

  it('removes scripts, handlers, styles, frames and javascript: links', () => {
    const { html } = renderPostContent(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '<p style="color:red" onclick="alert(3)">hi</p>',
        '<iframe src="https://evil.example"></iframe>',
        '[click](javascript:alert(4))',
        '<a href="data:text/html,<script>alert(5)</script>">data</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/script|onerror|onclick|style=|iframe|javascript:|data:|<img/i);
    expect(html).toContain('<p>hi</p>');
  });

  it('gives plain text without entities for excerpts', () => {
    expect(renderPostContent('Fish & chips < 5 "quotes"').text).toBe('Fish & chips < 5 "quotes"');
  });
});
