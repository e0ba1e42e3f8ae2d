import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

import { SCHEME_COLORS } from './brand-colors';

// One design system: a dark casino skin (deep navy, gold, ruby) with Mantine's CSS variables.
// Spacing, radius and type come from here; components never hard-code colors.

const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc0',
  '#ffe08a',
  '#ffd152',
  '#ffc42b',
  '#f6b519',
  '#d99a0b',
  '#b07b06',
  '#8a5f03',
  '#644400',
];
const ruby: MantineColorsTuple = [
  '#ffe8ef',
  '#ffc9d8',
  '#ff9bb5',
  '#ff6b91',
  '#ff3d71',
  '#f0245c',
  '#cc184c',
  '#a3103c',
  '#7a0a2d',
  '#52051e',
];
// Mantine's dark scheme reads text from dark[0], dimmed text from dark[2], borders from dark[4],
// surfaces from dark[6] and the page from dark[7]: a navy ramp instead of the default grey.
const dark: MantineColorsTuple = [
  '#e8eaf6',
  '#c3c7e0',
  '#9ca2c6',
  '#737aa3',
  '#3d4570',
  '#2c3358',
  '#1c2240',
  '#131830',
  '#0e1226',
  '#0a0d1c',
];

export const theme = createTheme({
  primaryColor: 'gold',
  primaryShade: { light: 6, dark: 5 },
  colors: { gold, ruby, dark },
  autoContrast: true,
  // Mantine judges a filled colour by its light-scheme shade (gold.6): at 0.3 gold counts as light,
  // so text on it is dark in both schemes (white on gold.5 is 1.8:1).
  luminanceThreshold: 0.3,
  white: '#ffffff',
  black: '#0a0d1c',
  fontFamily: "'Outfit Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  headings: {
    fontFamily: "'Outfit Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '10px', lg: '14px', xl: '20px' },
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px' },
  defaultGradient: { from: 'gold.4', to: 'gold.7', deg: 135 },
  cursorType: 'pointer',
  // Type scale: Mantine's xs–xl (12–20 px) for text, these two for page and section headings.
  // Tokens beyond Mantine's own, read by CSS through the variables below.
  other: {
    fontSizeDisplay: '44px',
    fontSizeSection: '22px',
    sectionGap: { base: '24px', sm: '32px' },
  },
  components: {
    // Naming the variant (and the colour below) makes Mantine compute the text colour with
    // autoContrast: dark text on gold, where its CSS default would be white (1.8:1, unreadable).
    Button: { defaultProps: { radius: 'xl', fw: 600, variant: 'filled' } },
    ActionIcon: { defaultProps: { radius: 'xl', variant: 'filled' } },
    Tabs: { defaultProps: { color: 'gold' } },
    Pagination: { defaultProps: { color: 'gold' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Spec §2.4: popups do not close on a click outside.
    Modal: {
      defaultProps: {
        closeOnClickOutside: false,
        centered: true,
        radius: 'lg',
        overlayProps: { backgroundOpacity: 0.7, blur: 3 },
      },
    },
    Drawer: { defaultProps: { closeOnClickOutside: true } },
    Badge: { defaultProps: { radius: 'sm', variant: 'filled' } },
  },
});

/**
 * The design tokens as CSS variables (--perya-*), per colour scheme. Components use these (and
 * Mantine's own variables) instead of literal colours, so the light variant follows by itself.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {
    '--perya-font-display': String(resolved.other.fontSizeDisplay),
    '--perya-font-section': String(resolved.other.fontSizeSection),
    '--perya-gradient-gold': `linear-gradient(135deg, ${gold[3]}, ${gold[6]})`,
    '--perya-header-height': '64px',
  },
  dark: {
    '--perya-page': SCHEME_COLORS.dark.page,
    '--perya-surface': SCHEME_COLORS.dark.surface,
    '--perya-surface-raised': SCHEME_COLORS.dark.raised,
    '--perya-border': SCHEME_COLORS.dark.border,
    '--perya-text-dim': dark[2],
    '--perya-link': gold[4],
    '--perya-success': '#38d9a9',
    '--perya-accent-soft': 'rgba(246, 181, 25, 0.12)',
    '--perya-accent-border': 'rgba(246, 181, 25, 0.35)',
    '--perya-header-bg': SCHEME_COLORS.dark.page,
    '--perya-footer-bg': dark[9],
    '--perya-glow-1': 'rgba(246, 181, 25, 0.07)',
    '--perya-glow-2': 'rgba(255, 61, 113, 0.06)',
  },
  light: {
    '--perya-page': SCHEME_COLORS.light.page,
    '--perya-surface': SCHEME_COLORS.light.surface,
    '--perya-surface-raised': SCHEME_COLORS.light.raised,
    '--perya-border': SCHEME_COLORS.light.border,
    '--perya-text-dim': '#4a5072',
    '--perya-link': gold[8],
    '--perya-success': '#0b7a5a',
    '--perya-accent-soft': 'rgba(217, 154, 11, 0.12)',
    '--perya-accent-border': 'rgba(176, 123, 6, 0.4)',
    '--perya-header-bg': '#ffffff',
    '--perya-footer-bg': '#ffffff',
    '--perya-glow-1': 'rgba(246, 181, 25, 0.12)',
    '--perya-glow-2': 'rgba(255, 61, 113, 0.08)',
    // Mantine's light scheme reads body and text from these.
    '--mantine-color-body': SCHEME_COLORS.light.page,
    '--mantine-color-text': '#141833',
  },
});
