// The seeded accounts: three demo shoppers (listed in the README) with addresses, favourites
// and wallet balances; one seller account per store; and reviewers whose reviews fill the
// catalogue but who cannot log in. Ids are fixed so every install has the same rows.
import type { addresses, favourites, users } from '../schema';
import type { LedgerRowToWrite } from '../wallet/ledger-rows';
import { DAY_MS, SEED_EPOCH, type ProductRow } from './products';
import { SELLERS } from './sellers';

export type UserRow = typeof users.$inferInsert;
export type AddressRow = typeof addresses.$inferInsert;
export type FavouriteRow = typeof favourites.$inferInsert;
export type WalletEntryRow = LedgerRowToWrite & { readonly userId: string };

/** The password of every demo and seller account. */
export const DEMO_PASSWORD = 'Herfa@2026';
/**
 * argon2id of DEMO_PASSWORD with the parameters of Argon2PasswordHasher (19 MiB, 2 passes),
 * computed once: hashing at seed time would cost a quarter of a second per account and give
 * different rows on every run.
 */
export const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$LsJ8uhmh9zuAf94q6B9Wag$t6cTIkLeehwmsI5tiv+TuJn+Tin65ezfIEIXdG7zKKs';

/** A fixed, well-formed uuid: group 1 shoppers, 2 seller accounts, 3 reviewers, 4 addresses, 5 reviews, 6 top-ups. */
export const seedUuid = (group: number, n: number) =>
  `5eed${group.toString(16).padStart(4, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const daysBeforeEpoch = (days: number) => new Date(SEED_EPOCH.getTime() - days * DAY_MS);

export const DEMO_SHOPPERS = {
  sara: { id: seedUuid(1, 1), email: 'sara@herfa.test', fullName: 'Sara Al-Qahtani', walletSar: 500 },
  omar: { id: seedUuid(1, 2), email: 'omar@herfa.test', fullName: 'Omar Al-Harbi', walletSar: 50 },
  noura: { id: seedUuid(1, 3), email: 'noura@herfa.test', fullName: 'Noura Al-Dosari', walletSar: 0 },
} as const;

function shopperRows(): UserRow[] {
  const { sara, omar, noura } = DEMO_SHOPPERS;
  const shopper = (s: typeof sara | typeof omar | typeof noura, phone: string, language: string, sinceDays: number): UserRow => ({
    id: s.id,
    fullName: s.fullName,
    email: s.email,
    phone,
    passwordHash: DEMO_PASSWORD_HASH,
    role: 'shopper',
    language,
    createdAt: daysBeforeEpoch(sinceDays),
    updatedAt: daysBeforeEpoch(sinceDays),
  });
  return [shopper(sara, '+966501234567', 'en', 90), shopper(omar, '+966551234567', 'ar', 60), shopper(noura, '+966561234567', 'ar', 30)];
}

function sellerAccountRows(): UserRow[] {
  return SELLERS.map((seller, index) => ({
    id: seedUuid(2, index + 1),
    fullName: seller.owner.fullName,
    email: `${seller.slug}@sellers.herfa.test`,
    phone: seller.owner.phone,
    passwordHash: DEMO_PASSWORD_HASH,
    role: 'seller' as const,
    sellerSlug: seller.slug,
    language: 'ar',
    createdAt: daysBeforeEpoch(150),
    updatedAt: daysBeforeEpoch(150),
  }));
}

/** People whose reviews are in the catalogue; each writes in one language. No password: they cannot log in. */
export const REVIEWERS: readonly { readonly fullName: string; readonly email: string; readonly language: 'en' | 'ar' }[] = [
  { fullName: 'Abdullah Al-Mutairi', email: 'abdullah.mutairi@reviewers.herfa.test', language: 'en' },
  { fullName: 'ريم الشهري', email: 'reem.shehri@reviewers.herfa.test', language: 'ar' },
  { fullName: 'Lama Al-Zahrani', email: 'lama.zahrani@reviewers.herfa.test', language: 'en' },
  { fullName: 'فهد العتيبي', email: 'fahad.otaibi@reviewers.herfa.test', language: 'ar' },
  { fullName: 'Khalid Al-Ghamdi', email: 'khalid.ghamdi@reviewers.herfa.test', language: 'en' },
  { fullName: 'حصة السبيعي', email: 'hessa.subaie@reviewers.herfa.test', language: 'ar' },
  { fullName: 'Yousef Al-Anazi', email: 'yousef.anazi@reviewers.herfa.test', language: 'en' },
  { fullName: 'مها القرشي', email: 'maha.qurashi@reviewers.herfa.test', language: 'ar' },
  { fullName: 'Dana Al-Shehri', email: 'dana.shehri@reviewers.herfa.test', language: 'en' },
  { fullName: 'تركي الدوسري', email: 'turki.dossary@reviewers.herfa.test', language: 'ar' },
];

export const reviewerId = (index: number) => seedUuid(3, index + 1);

function reviewerRows(): UserRow[] {
  return REVIEWERS.map((reviewer, index) => ({
    id: reviewerId(index),
    fullName: reviewer.fullName,
    email: reviewer.email,
    phone: null,
    passwordHash: null,
    role: 'shopper' as const,
    language: reviewer.language,
    createdAt: daysBeforeEpoch(200),
    updatedAt: daysBeforeEpoch(200),
  }));
}

export function buildUsers(): UserRow[] {
  return [...shopperRows(), ...sellerAccountRows(), ...reviewerRows()];
}

export function buildAddresses(): AddressRow[] {
  const { sara, omar, noura } = DEMO_SHOPPERS;
  let n = 0;
  const address = (
    userId: string,
    regionId: string,
    cityId: string,
    addressText: string,
    isDefault: boolean,
    location?: readonly [number, number],
  ): AddressRow => {
    n += 1;
    return {
      id: seedUuid(4, n),
      userId,
      regionId,
      cityId,
      country: 'SA',
      addressText,
      isDefault,
      latitude: location?.[0] ?? null,
      longitude: location?.[1] ?? null,
      createdAt: daysBeforeEpoch(30 - n),
    };
  };
  return [
    address(sara.id, 'riyadh', 'riyadh', 'King Fahd Road, Al Olaya District, Building 12, Apartment 4', true, [24.6945, 46.685]),
    address(sara.id, 'makkah', 'jeddah', 'Prince Sultan Street, Al Zahra District, Villa 7', false),
    address(omar.id, 'makkah', 'jeddah', 'Tahlia Street, Al Andalus District, Building 31, Apartment 9', true, [21.5433, 39.154]),
    // A region some stores do not deliver to: choosing it shows "no shipping available".
    address(omar.id, 'northern-borders', 'arar', 'King Abdulaziz Road, Al Rawdah District, House 5', false),
    // Noura has addresses but no default one, so checkout asks her to choose.
    address(noura.id, 'eastern-province', 'dammam', 'Prince Mohammed bin Fahd Road, Al Faisaliyah District, Building 8', false),
    address(noura.id, 'eastern-province', 'al-khobar', 'Corniche Road, Al Yarmouk District, Tower 3, Apartment 1102', false, [26.2945, 50.2183]),
  ];
}

/** The first seeded product of a kind, e.g. 'taif-rose-oil'. */
function firstOfKind(products: readonly ProductRow[], kind: string): string {
  const found = products.find((product) => product.slug.startsWith(`${kind}-`));
  if (!found) throw new Error(`No seeded product of kind ${kind}`);
  return found.slug;
}

export function buildFavourites(products: readonly ProductRow[]): FavouriteRow[] {
  const { sara, omar, noura } = DEMO_SHOPPERS;
  const favourites: Record<string, readonly string[]> = {
    [sara.id]: ['sadu-cushion-cover', 'taif-rose-oil', 'brass-dallah', 'calligraphy-name-plate', 'asiri-silver-bracelet'],
    [omar.id]: ['camel-leather-sandals', 'bedouin-coffee-set', 'najdi-door-panel'],
    [noura.id]: ['khoos-food-cover'],
  };
  return Object.entries(favourites).flatMap(([userId, kinds]) =>
    kinds.map((kind, index) => ({ userId, productSlug: firstOfKind(products, kind), createdAt: daysBeforeEpoch(20 - index) })),
  );
}

export function buildWalletEntries(): WalletEntryRow[] {
  return Object.values(DEMO_SHOPPERS)
    .filter((shopper) => shopper.walletSar > 0)
    .map((shopper, index) => ({
      userId: shopper.id,
      kind: 'topup' as const,
      amount: shopper.walletSar * 100,
      // A top-up's reference is its card payment's id; these were paid before the seed's epoch.
      ref: seedUuid(6, index + 1),
      createdAt: daysBeforeEpoch(14),
    }));
}
