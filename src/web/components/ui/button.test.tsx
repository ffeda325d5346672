import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('renders type="button" so it never submits a form by accident', () => {
    expect(renderToStaticMarkup(<Button>Cancel</Button>)).toMatch(/^<button type="button"/);
  });

  it('submits when told to', () => {
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toMatch(
      /^<button type="submit"/,
    );
  });

  it('renders the danger variant in red', () => {
    const html = renderToStaticMarkup(<Button variant="danger">Delete User</Button>);
    expect(html).toContain('bg-red-700');
    expect(html).not.toContain('bg-emerald-700');
  });
});
