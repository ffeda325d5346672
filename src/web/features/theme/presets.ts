/**
 * The twelve theme presets of spec 02 §3 'Theme'. A preset names Tailwind
 * palettes: `primary` replaces the brand palette (emerald) everywhere, the
 * secondary shade colours the sidebar, the background shade the page, and
 * `mode` dark inverts the neutral palettes. theme.generated.css holds the
 * resulting CSS variables (generate-theme-css.ts writes it).
 */
export const THEME_PRESET_IDS = [
  'original',
  'ocean',
  'sunset',
  'forest',
  'royal',
  'midnight',
  'cyber',
  'sand',
  'blush',
  'graphite',
  'aurora',
  'lava',
] as const;
export type ThemePresetId = (typeof THEME_PRESET_IDS)[number];
export type ThemeMode = 'light' | 'dark';

export type ThemePreset = {
  label: string;
  description: string;
  primary: string;
  /** Sidebar background: palette and shade. */
  secondary: readonly [string, number];
  /** Page background in light mode (dark mode uses the inverted neutral). */
  background: readonly [string, number];
  mode: ThemeMode;
};

export const THEME_PRESETS: Record<ThemePresetId, ThemePreset> = {
  original: {
    label: 'Original',
    description: 'Emerald on slate, the InspectHub default',
    primary: 'emerald',
    secondary: ['slate', 900],
    background: ['slate', 50],
    mode: 'light',
  },
  ocean: {
    label: 'Ocean',
    description: 'Sky blues',
    primary: 'sky',
    secondary: ['sky', 950],
    background: ['sky', 50],
    mode: 'light',
  },
  sunset: {
    label: 'Sunset',
    description: 'Warm oranges',
    primary: 'orange',
    secondary: ['orange', 950],
    background: ['orange', 50],
    mode: 'light',
  },
  forest: {
    label: 'Forest',
    description: 'Deep greens',
    primary: 'green',
    secondary: ['green', 950],
    background: ['green', 50],
    mode: 'light',
  },
  royal: {
    label: 'Royal',
    description: 'Violet and gold',
    primary: 'violet',
    secondary: ['violet', 950],
    background: ['violet', 50],
    mode: 'light',
  },
  midnight: {
    label: 'Midnight',
    description: 'Dark mode with indigo accents',
    primary: 'indigo',
    secondary: ['slate', 950],
    background: ['slate', 950],
    mode: 'dark',
  },
  cyber: {
    label: 'Cyber',
    description: 'Dark mode with neon fuchsia',
    primary: 'fuchsia',
    secondary: ['zinc', 950],
    background: ['zinc', 950],
    mode: 'dark',
  },
  sand: {
    label: 'Sand',
    description: 'Amber on warm stone',
    primary: 'amber',
    secondary: ['stone', 900],
    background: ['stone', 50],
    mode: 'light',
  },
  blush: {
    label: 'Blush',
    description: 'Soft rose',
    primary: 'rose',
    secondary: ['rose', 950],
    background: ['rose', 50],
    mode: 'light',
  },
  graphite: {
    label: 'Graphite',
    description: 'Neutral greys',
    primary: 'zinc',
    secondary: ['zinc', 900],
    background: ['zinc', 50],
    mode: 'light',
  },
  aurora: {
    label: 'Aurora',
    description: 'Teal northern lights',
    primary: 'teal',
    secondary: ['teal', 950],
    background: ['teal', 50],
    mode: 'light',
  },
  lava: {
    label: 'Lava',
    description: 'Volcanic reds',
    primary: 'red',
    secondary: ['stone', 950],
    background: ['red', 50],
    mode: 'light',
  },
};

export const FONT_SIZES = { small: 14, medium: 16, large: 18 } as const;
export type FontSize = keyof typeof FONT_SIZES;
export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: 'Small (14px)',
  medium: 'Medium (16px)',
  large: 'Large (18px)',
};
