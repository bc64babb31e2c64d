// The icon of each colour-scheme choice: a sun, a moon, and half of each for the system's.
import type { ColourSchemeChoice } from '../../domain/colour-scheme';
import { MoonIcon, SunIcon, SystemSchemeIcon } from './icons';

const ICONS = { auto: SystemSchemeIcon, light: SunIcon, dark: MoonIcon } as const;

export function ColourSchemeIcon({ choice, size }: { readonly choice: ColourSchemeChoice; readonly size?: number }) {
  const Icon = ICONS[choice];
  return <Icon size={size} />;
}
