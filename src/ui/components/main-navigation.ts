// The main navigation's destinations: drawn by the header and the drawer, and prefetched (spec §9).
import type { Language } from '../../domain/locale';

export const MAIN_NAVIGATION = [
  { key: 'products', path: 'products/all' },
  { key: 'gifts', path: 'gift-products' },
  { key: 'stores', path: 'sellers' },
  { key: 'deals', path: 'stores-deals' },
] as const;

export type MainNavigationKey = (typeof MAIN_NAVIGATION)[number]['key'];

export const mainNavigationPaths = (language: Language): string[] =>
  MAIN_NAVIGATION.map((item) => `/${language}/${item.path}`);
