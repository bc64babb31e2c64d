// Money with its sign always shown ("+SAR 100.00", "-SAR 25.00"), for wallet transactions and
// the cart's discount, in the page's language and digits (see src/ui/format.ts).
import type { Language } from '../../../domain/locale';
import { INTL_LOCALES } from '../../format';

export function formatSignedMoney(halalas: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: 'currency', currency: 'SAR', signDisplay: 'exceptZero' }).format(halalas / 100);
}
