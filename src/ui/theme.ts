// The storefront's Mantine theme (spec §9: green primary colour, cool gray) and the layout
// constants later screens share, such as the 1100 px mobile threshold.
import { colorsTuple, createTheme, Input } from '@mantine/core';
import inputs from './inputs.module.css';

/** Spec §9: below this viewport width the storefront switches to its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 1100;
/** For useMediaQuery: true on viewports narrower than the mobile threshold. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Tuned around the Saudi flag's green (#006c35, shade 8); shade 7 carries white text at 5.4:1. */
const green = colorsTuple([
  '#e9f7ef',
  '#d3eddd',
  '#a6d9bb',
  '#75c596',
  '#4cb376',
  '#2fa262',
  '#1a8c4c',
  '#0e7a40',
  '#006c35',
  '#00582b',
]);

/** A blue-leaning gray; shade 6 (dimmed text) keeps 4.5:1 on white and on shade 0. */
const gray = colorsTuple([
  '#f8fafc',
  '#f1f4f8',
  '#e4e9f0',
  '#d3dae4',
  '#aab4c3',
  '#8792a4',
  '#5f6b7e',
  '#465266',
  '#2f3a4c',
  '#1b2433',
]);

/** One face for both scripts: IBM Plex Sans Arabic has Arabic and Latin glyphs of matching weight. */
const FONT_FAMILY = "'IBM Plex Sans Arabic', system-ui, sans-serif";

export const theme = createTheme({
  colors: { green, gray },
  primaryColor: 'green',
  /**
   * White text on a filled button reads at 5.4:1 on shade 7 and 6.6:1 on shade 8 (4.3:1 on shade
   * 6). Shade 8 is also Mantine's own in the dark scheme, so the colours it derives from it for
   * every palette are its defaults, which pages do not carry again.
   */
  primaryShade: { light: 7, dark: 8 },
  fontFamily: FONT_FAMILY,
  /** Exactly the weights stylesheets.ts loads, so the browser never synthesises or substitutes one. */
  fontWeights: { regular: '400', medium: '500', bold: '700' },
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  /** Mantine's transitions stop for a shopper who asked their system for less motion (reduced-motion.css stops ours). */
  respectReducedMotion: true,
  components: {
    /** Every field built on Input (text, password, select, textarea…) shows a focus ring. */
    Input: Input.extend({ classNames: { input: inputs.input } }),
  },
  other: { mobileBreakpointPx: MOBILE_BREAKPOINT_PX },
});
