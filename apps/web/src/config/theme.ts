import type { MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

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
  luminanceThreshold: 0.45,
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
  components: {
    Button: { defaultProps: { radius: 'xl', fw: 600 } },
    ActionIcon: { defaultProps: { radius: 'xl' } },
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
    Badge: { defaultProps: { radius: 'sm' } },
  },
});
