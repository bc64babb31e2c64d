// The main navigation's destinations: drawn by the header and the drawer.

export const MAIN_NAVIGATION = [
  { key: 'products', path: 'products/all' },
  { key: 'gifts', path: 'gift-products' },
  { key: 'stores', path: 'sellers' },
  { key: 'deals', path: 'stores-deals' },
] as const;

export type MainNavigationKey = (typeof MAIN_NAVIGATION)[number]['key'];
