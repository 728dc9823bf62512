/** Breakpoints in px (docs/design.md): phones below 480, tablets from 768, desktops from 1024, full width 1280. */
const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** `${media.md} { ... }` inside a styled block: applies from that width up. */
const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** The storefront's design tokens (docs/design.md), named by role rather than by colour. */
export const theme = {
  colors: {
    page: '#F8F6F1',
    surface: '#FFFFFF',
    ink: '#14161A',
    inkMuted: '#5C6166',
    line: '#E4DED3',
    accent: '#A8865A',
    accentText: '#7A5F3A',
    night: '#0F1113',
    imageBackground: '#EFEBE4',
    danger: '#9B2C2C',
    success: '#2F6B45',
  },
  /** The families as CSS variables: the web fonts are switched on by a class on `<html>` (global-style.ts). */
  fonts: {
    display: 'var(--font-display)',
    body: 'var(--font-body)',
  },
  /** Font sizes in rem (16 px base). */
  fontSizes: {
    label: '0.75rem',
    small: '0.875rem',
    body: '1rem',
    lead: '1.125rem',
    h4: '1.375rem',
    h3: '1.75rem',
    h2: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
    h1: 'clamp(2.5rem, 1.75rem + 3vw, 4rem)',
    hero: 'clamp(2.75rem, 1.5rem + 5vw, 5.5rem)',
  },
  fontWeights: { regular: 400, semibold: 600, display: 500 },
  /** Spacing scale in px, used as `${space[4]}px`. */
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96] as const,
  radii: { control: '2px', card: '2px', round: '999px' },
  layout: { maxWidth: '1280px', gutter: '24px', gutterSmall: '16px', sectionPadding: '96px', sectionPaddingSmall: '56px' },
  motion: { fast: '150ms ease-out', base: '250ms ease-out', zoom: '400ms ease-out' },
  /** Minimum touch target height. */
  controlHeight: '44px',
  breakpoints,
  media,
} as const;

export type CaliberTheme = typeof theme;

declare module 'styled-components' {
  // Types `props.theme` in every styled block of every app.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends CaliberTheme {}
}
