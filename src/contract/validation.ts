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
 * Parses `input` with `schema`: the output, or every failure's message grouped by the dot path
 * of its field ("email", "address.city"; "" for the input as a whole), in the schema's order.
 */
export function validate<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Validated<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fields: Record<string, ValidationMessage[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    (fields[path] ??= []).push(messageOf(issue));
  }
  return { ok: false, fields };
}
