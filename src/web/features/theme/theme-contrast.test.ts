import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEME_PRESET_IDS, THEME_PRESETS } from './presets';

// Every preset must keep text readable (WCAG AA 4.5:1) for the pairs the markup uses most.
const css = readFileSync(fileURLToPath(new URL('./theme.generated.css', import.meta.url)), 'utf8');
const tailwind = readFileSync(
  fileURLToPath(new URL('../../../../node_modules/tailwindcss/theme.css', import.meta.url)),
  'utf8',
);

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return {};
  const body = css.slice(start, css.indexOf('}', start));
  const entries = [...body.matchAll(/(--[\w-]+): (#[0-9a-f]{6})/g)].map((m): [string, string] => [
    m[1] ?? '',
    m[2] ?? '',
  ]);
  return Object.fromEntries(entries);
}

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

// Light presets leave slate as Tailwind has it; these are its sRGB values.
const LIGHT_SLATE: Record<string, string> = {
  '--color-white': '#ffffff',
  '--color-slate-300': '#cad5e2',
  '--color-slate-500': '#62748e',
  '--color-slate-600': '#45556c',
  '--color-slate-900': '#0f172b',
};

describe.each(THEME_PRESET_IDS)('theme preset %s', (id) => {
  const isDark = THEME_PRESETS[id].mode === 'dark';
  const vars = {
    ...LIGHT_SLATE,
    ...(isDark ? block("[data-theme-mode='dark']") : {}),
    ...block(`[data-theme='${id}']`),
  };
  const v = (name: string) => {
    const value = vars[`--color-${name}`] ?? vars[`--${name}`];
    if (!value) throw new Error(`${id}: no value for ${name}`);
    return value;
  };
  const pairs: [string, string, string][] = [
    ['button text on primary', 'white', 'emerald-700'],
    ['active tab text on a card', 'emerald-800', 'white'],
    ['link text on the page', 'emerald-700', 'slate-50'],
    ['body text on the page', 'slate-900', 'slate-50'],
    ['secondary text on a card', 'slate-600', 'white'],
    ['muted text on the page', 'slate-600', 'slate-50'],
  ];
  it.each(pairs)('%s reads at 4.5:1 or more', (_label, fg, bg) => {
    expect(contrast(v(fg), v(bg))).toBeGreaterThanOrEqual(4.5);
  });
  it('sidebar links read on the sidebar colour', () => {
    expect(
      contrast(LIGHT_SLATE['--color-slate-300']!, vars['--theme-secondary'] ?? ''),
    ).toBeGreaterThanOrEqual(4.5);
  });
  it('uses only colours Tailwind defines', () => {
    expect(tailwind).toContain(`--color-${THEME_PRESETS[id].primary}-700`);
  });
});
