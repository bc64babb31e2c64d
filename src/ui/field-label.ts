// A field's name as messages write it ("The price field is required"): the storefront's fields are
// in fields.json, which every page loads with its frame; the seller console's in
// seller-fields.json, which only the console's pages need.
import type { TFunction } from 'i18next';

export const FIELD_LABEL_FILES = ['fields', 'seller-fields'] as const;

/** The keys a field's name may be under, the storefront's first. */
export const fieldLabelKeys = (field: string): string[] => FIELD_LABEL_FILES.map((file) => `${file}.${field}`);

export const fieldLabel = (t: TFunction, field: string): string => t(fieldLabelKeys(field));
