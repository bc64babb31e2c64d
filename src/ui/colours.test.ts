// The storefront's colours by role (colours.css, and the forms' error red in form-colours.css),
// resolved to the theme's shades in each scheme: text in every role reads at 4.5:1 (WCAG AA) on
// the surfaces it is set on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme } from './theme';

const colours = ['colours.css', 'forms/form-colours.css'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
const palette = mergeMantineTheme(DEFAULT_THEME, theme).colors;
type Scheme = 'light' | 'dark';

/** Each scheme's custom properties as colours.css declares them, with Mantine's own roles used beside them. */
function declarations(scheme: Scheme): Map<string, string> {
  const blocks = [...colours.matchAll(new RegExp(`\\[data-mantine-color-scheme='${scheme}'\\] \\{([^}]*)\\}`, 'g'))].map((block) => block[1]).join('');
  const found = new Map([...blocks.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]));
  const mantine: Record<Scheme, Record<string, string>> = {
    light: { '--mantine-color-body': '#ffffff', '--mantine-color-dimmed': 'var(--mantine-color-gray-6)' },
    dark: { '--mantine-color-body': 'var(--mantine-color-dark-7)', '--mantine-color-dimmed': 'var(--mantine-color-dark-2)' },
  };
  for (const [name, value] of Object.entries(mantine[scheme])) found.set(name, value);
  return found;
}

function resolve(value: string, scheme: Scheme): string {
  if (value.startsWith('#')) return value;
  if (value === 'var(--mantine-primary-color-filled)') return palette[theme.primaryColor!]![7]!;
  const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (name === undefined) throw new Error(`cannot resolve ${value} in the ${scheme} scheme`);
  const declared = declarations(scheme).get(name);
  if (declared !== undefined) return resolve(declared, scheme);
  const shade = /^--mantine-color-(\w+)-(\d)$/.exec(name);
  if (shade === null) throw new Error(`cannot resolve ${value} in the ${scheme} scheme`);
  return palette[shade[1]!]![Number(shade[2])]!;
}

const channel = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => channel(Number.parseInt(hex.slice(at, at + 2), 16) / 255));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

const TEXT = ['heading', 'text', 'secondary', 'accent', 'accent-deep', 'danger'].map((role) => `--herfa-colour-${role}`);
const SURFACES = ['--mantine-color-body', '--herfa-colour-surface', '--herfa-colour-surface-strong'];

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  it.each([...TEXT, '--mantine-color-dimmed', '--mantine-color-error'])('%s reads at 4.5:1 on every surface', (text) => {
    for (const surface of SURFACES) {
      const ratio = contrast(resolve(`var(${text})`, scheme), resolve(`var(${surface})`, scheme));
      expect(ratio, `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  const primaryShade = (typeof theme.primaryShade === 'object' ? theme.primaryShade[scheme] : theme.primaryShade) ?? 7;

  it("rings what has the focus (Mantine's green outline colour) at 3:1 against the body", () => {
    // Mantine's outline colour is the primary shade in the light scheme, four shades lighter in the dark one.
    const outline = palette.green![scheme === 'light' ? primaryShade : Math.max(primaryShade - 4, 0)]!;
    expect(contrast(outline, resolve('var(--mantine-color-body)', scheme))).toBeGreaterThanOrEqual(3);
  });

  it('puts white text on the primary green at 4.5:1', () => {
    expect(contrast('#ffffff', palette.green![primaryShade]!)).toBeGreaterThanOrEqual(4.5);
  });
});
