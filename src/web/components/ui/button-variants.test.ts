import { describe, expect, it } from 'vitest';
import { buttonClass } from './button-variants';

const classesOf = (...args: Parameters<typeof buttonClass>) => buttonClass(...args).split(' ');

describe('buttonClass', () => {
  it('is a medium primary button by default', () => {
    const classes = classesOf();
    expect(classes).toEqual(expect.arrayContaining(['bg-emerald-700', 'text-white', 'h-10']));
  });

  it.each([
    ['primary', 'bg-emerald-700'],
    ['secondary', 'border-slate-300'],
    ['danger', 'bg-red-700'],
    ['link', 'hover:underline'],
    ['ghost', 'hover:bg-slate-100'],
  ] as const)('gives the %s variant its own look', (variant, marker) => {
    expect(classesOf({ variant })).toContain(marker);
  });

  it('never mixes the primary and danger colours', () => {
    expect(classesOf({ variant: 'primary' })).not.toContain('bg-red-700');
    expect(classesOf({ variant: 'danger' })).not.toContain('bg-emerald-700');
  });

  it('keeps danger white on red, disabled included', () => {
    expect(classesOf({ variant: 'danger' })).toEqual(
      expect.arrayContaining(['bg-red-700', 'text-white', 'hover:bg-red-800']),
    );
  });

  it.each([
    ['md', 'h-10'],
    ['sm', 'h-8'],
    ['icon', 'w-10'],
  ] as const)('applies the %s size', (size, marker) => {
    expect(classesOf({ size })).toContain(marker);
  });

  it('gives a link-looking button no height or padding, whatever the size', () => {
    const classes = classesOf({ variant: 'link', size: 'sm' });
    expect(classes.filter((c) => /^(h|px|w)-/.test(c))).toEqual([]);
  });

  it('adds the caller’s classes last', () => {
    expect(classesOf({ className: 'w-full' }).at(-1)).toBe('w-full');
  });

  it('leaves the focus ring to the global style', () => {
    for (const variant of ['primary', 'secondary', 'danger', 'link', 'ghost'] as const) {
      expect(buttonClass({ variant })).not.toMatch(/focus/);
    }
  });
});
