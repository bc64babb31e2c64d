// Valibot building blocks over the domain's validation rules, shared by the storefront's forms
// and the API's request checks, and `validate`, which answers every failure as a translatable
// message per field.
//
// How a message travels through valibot: an issue's `message` is the JSON text of the domain's
// ValidationMessage, `{"key":"validation.min","params":{"field":"password","length":8}}`.
// A string is the one thing valibot carries unchanged through every schema, ValiError, cache
// clone and HTTP body, so nothing is lost and no side table has to live as long as the issue;
// `messageOf` reads it back. Issues valibot raises itself (a wrong type, a missing key) become
// `validation.required` when there is no value and the spec's fallback `validation.invalid`
// otherwise, named after the last key of their path.
import * as v from 'valibot';
import {
  VALIDATION_MESSAGE_NAMES,
  confirmed,
  validationMessage,
  type Rule,
  type ValidationKey,
  type ValidationMessage,
} from '../domain/validation';

/** The field name used when an issue has no key of its own (the whole input failed). */
export const ROOT_FIELD = 'value';

const KNOWN_KEYS: ReadonlySet<string> = new Set(VALIDATION_MESSAGE_NAMES.map((name) => `validation.${name}`));

export const encodeMessage = (message: ValidationMessage): string => JSON.stringify(message);

/** The ValidationMessage an issue's message encodes, or null when it encodes none. */
export function decodeMessage(text: string): ValidationMessage | null {
  if (!text.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { key, params } = parsed as { key?: unknown; params?: unknown };
    if (typeof key !== 'string' || !KNOWN_KEYS.has(key)) return null;
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
    const valid = Object.values(params).every((value) => typeof value === 'string' || typeof value === 'number');
    return valid ? { key: key as ValidationKey, params: params as ValidationMessage['params'] } : null;
  } catch {
    return null;
  }
}

const lastKey = (issue: v.BaseIssue<unknown>): string | null => {
  const keys = (issue.path ?? []).map((item) => item.key).filter((key): key is string => typeof key === 'string');
  return keys.at(-1) ?? null;
};

/** The translatable message of any issue: the rule's own, or required / invalid for valibot's. */
export function messageOf(issue: v.BaseIssue<unknown>): ValidationMessage {
  const decoded = decodeMessage(issue.message);
  if (decoded) return decoded;
  const field = lastKey(issue) ?? ROOT_FIELD;
  const absent = issue.kind === 'schema' && (issue.input === undefined || issue.input === null);
  return validationMessage(absent ? 'required' : 'invalid', { field });
}

/**
 * A pipe action that applies domain rules to the value, naming `field` (a fields.json key) in
 * their messages; every failing rule is reported, in order. It runs only on a value of the
 * right type (the schema before it passed).
 */
export function rules<TInput extends T, T = TInput>(field: string, ...domainRules: Rule<T>[]): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const domainRule of domainRules) {
      const failure = domainRule.validate(dataset.value, field);
      if (failure) addIssue({ label: domainRule.name, message: encodeMessage(failure) });
    }
  });
}

/** One domain rule as a pipe action (see `rules`). */
export const rule = <TInput extends T, T = TInput>(field: string, domainRule: Rule<T>): v.RawCheckAction<TInput> =>
  rules<TInput, T>(field, domainRule);

/**
 * An object-level action that applies a rule built from the whole object (e.g. `confirmed` of
 * the password) to one of its entries, and reports the failure on that entry.
 */
export function crossFieldRule<TInput extends Record<string, unknown>, T>(
  key: keyof TInput & string,
  field: string,
  buildRule: (input: TInput) => Rule<T>,
): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const value = input[key];
    const domainRule = buildRule(input);
    const failure = domainRule.validate(value as T, field);
    if (failure) {
      addIssue({
        label: domainRule.name,
        input: value,
        message: encodeMessage(failure),
        path: [{ type: 'object', origin: 'value', input, key, value }],
      });
    }
  });
}

/** `key` must repeat `otherKey` exactly (the spec's password confirmation). */
export const confirmedBy = <TInput extends Record<string, unknown>>(
  key: keyof TInput & string,
  otherKey: keyof TInput & string,
  field: string = key,
): v.RawCheckAction<TInput> =>
  crossFieldRule<TInput, unknown>(key, field, (input) => confirmed(input[otherKey]));

export type FieldMessages = Readonly<Record<string, readonly ValidationMessage[]>>;

export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly fields: FieldMessages };

/**
 * Characters no text of a shopper's holds: control characters other than tab, line feed and
 * carriage return (C0, DEL, C1; PostgreSQL cannot even store NUL), and halves of a surrogate
 * pair without the other half (no character at all: stored, they would silently become U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNWRITABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Nesting deeper than any schema accepts is refused by the schema; the walk need not follow it. */
const DEEPEST_WALK = 32;

/** The dot path of every string in `input` holding an unwritable character, in the input's order. */
export function unwritableTextPaths(input: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: readonly string[]): void => {
    if (typeof value === 'string') {
      if (UNWRITABLE.test(value)) found.push(path.join('.'));
    } else if (typeof value === 'object' && value !== null && path.length < DEEPEST_WALK) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(input, []);
  return found;
}

/**
 * Parses `input` with `schema`: the output, or every failure's message grouped by the dot path
 * of its field ("email", "address.city"; "" for the input as a whole), in the schema's order.
 * One rule holds for every schema: a text with an unwritable character (see UNWRITABLE) is
 * not valid, wherever it is.
 */
export function validate<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Validated<v.InferOutput<TSchema>> {
  const unwritable = unwritableTextPaths(input);
  const result = v.safeParse(schema, input);
  if (result.success && unwritable.length === 0) return { ok: true, value: result.output };
  // A map, not an object: a field may be named like an object's own members ("valueOf", "__proto__").
  const fields = new Map<string, ValidationMessage[]>();
  const add = (path: string, message: ValidationMessage) => fields.set(path, [...(fields.get(path) ?? []), message]);
  for (const path of unwritable) {
    const field = path.split('.').filter((key) => !/^\d+$/.test(key)).at(-1) ?? ROOT_FIELD;
    add(path, validationMessage('invalid', { field }));
  }
  for (const issue of result.issues ?? []) add(v.getDotPath(issue) ?? '', messageOf(issue));
  return { ok: false, fields: Object.fromEntries(fields) };
}
