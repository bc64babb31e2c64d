// The rules of the account forms (register, reset, edit profile, change password), shared so a
// password is judged the same on every screen. The bounds are the API's (src/contract/accounts.ts),
// checked here first so the shopper hears of them before sending.
import { personName, email, max, min, password, required, saudiMobile } from '../../domain/validation';

export const ACCOUNT_LIMITS = { fullNameMin: 2, fullNameMax: 100, emailMax: 254, passwordMax: 128, resetCodeLength: 6 } as const;

export const fullNameRules = () => [required(), min(ACCOUNT_LIMITS.fullNameMin), max(ACCOUNT_LIMITS.fullNameMax), personName()];
export const emailRules = () => [required(), max(ACCOUNT_LIMITS.emailMax), email()];
export const phoneRules = () => [required(), saudiMobile()];
/** A password being chosen: the spec's strength rule. */
export const newPasswordRules = () => [required(), password(), max(ACCOUNT_LIMITS.passwordMax)];
