// A seller's product as the console's editor sends it: every field of the contract's input, a
// plain draft (no discount, options or customising) in the seed's Sadu category, with `changes`.
import type { SellerProductInput } from '../seller-products';

export const aSellerProductInput = (changes: Partial<SellerProductInput> = {}): SellerProductInput => ({
  nameEn: 'Glazed turquoise vase',
  nameAr: 'مزهرية فيروزية مزججة',
  descriptionEn: 'Thrown on the wheel and glazed by hand in Qatif.',
  descriptionAr: 'مشكلة على الدولاب ومزججة يدويا في القطيف.',
  categorySlug: 'sadu',
  price: 12_000,
  discountPercent: null,
  discountStartsAt: null,
  discountEndsAt: null,
  freeShipping: false,
  customisable: false,
  nameOnProductMaxLength: 40,
  isGift: false,
  colours: [],
  sizes: [],
  stock: 10,
  stockPerOption: false,
  optionStock: [],
  ...changes,
});
