// Expected business failures are values, not exceptions. A failure's `code` is also its
// i18n key (`locales/{en,ar}/<file>.json` → `<file>.<key>`), so both sides show it translated.

export interface Failure<Code extends string = string> {
  readonly code: Code;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Result<T, Code extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Failure<Code> };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const fail = <Code extends string>(
  code: Code,
  params?: Readonly<Record<string, string | number>>,
): { readonly ok: false; readonly error: Failure<Code> } =>
  ({ ok: false, error: params === undefined ? { code } : { code, params } });
