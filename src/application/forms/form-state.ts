// The generic form states of spec §4 (touched, dirty, valid, validating, submitting, submit
// count) as plain data and one reducer, with each field checked by the domain's validation rules
// (src/domain/validation.ts) and the server's per-field messages kept beside their fields.
// The screens' hook (src/ui/forms/use-form.ts) renders it; nothing here knows React.
import type { Rule, ValidationMessage } from '../../domain/validation';

export type FormValues = Record<string, unknown>;

/** Each field's rules, built from all the values (so a confirmation can name the password it repeats). */
export type FormRules<V extends FormValues> = { readonly [K in keyof V]?: (values: V) => readonly Rule<V[K]>[] };

export type FieldFlags<V extends FormValues> = Readonly<Partial<Record<keyof V, boolean>>>;
export type ClientErrors<V extends FormValues> = Readonly<Partial<Record<keyof V, ValidationMessage>>>;

export interface FormState<V extends FormValues> {
  readonly initialValues: V;
  readonly values: V;
  /** Fields the shopper has left at least once (their messages show from then on). */
  readonly touched: FieldFlags<V>;
  /** Messages the server answered per field (already translated), until the field changes. */
  readonly serverErrors: Readonly<Record<string, readonly string[]>>;
  /** The server's message for the form as a whole (wrong credentials, too many attempts …). */
  readonly formError: string | null;
  /** The rules are running on a submit. */
  readonly validating: boolean;
  /** A valid submit is waiting for its answer. */
  readonly submitting: boolean;
  readonly submitCount: number;
}

export type FormAction<V extends FormValues> =
  | { readonly type: 'change'; readonly field: keyof V; readonly value: V[keyof V] }
  | { readonly type: 'blur'; readonly field: keyof V }
  | { readonly type: 'submit' }
  | { readonly type: 'validated'; readonly valid: boolean }
  | { readonly type: 'succeeded'; readonly values?: V }
  | {
      readonly type: 'refused';
      readonly message: string;
      readonly fields: Readonly<Record<string, readonly string[]>>;
    }
  | { readonly type: 'reset'; readonly values: V };

export function initialFormState<V extends FormValues>(values: V): FormState<V> {
  return {
    initialValues: values,
    values,
    touched: {} as FieldFlags<V>,
    serverErrors: {},
    formError: null,
    validating: false,
    submitting: false,
    submitCount: 0,
  };
}

/** The first rule the field's value breaks, or null. */
export function validateField<V extends FormValues>(values: V, rules: FormRules<V>, field: keyof V): ValidationMessage | null {
  for (const rule of rules[field]?.(values) ?? []) {
    const message = rule.validate(values[field], String(field));
    if (message) return message;
  }
  return null;
}

export function validateForm<V extends FormValues>(values: V, rules: FormRules<V>): ClientErrors<V> {
  const errors: Partial<Record<keyof V, ValidationMessage>> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const message = validateField(values, rules, field);
    if (message) errors[field] = message;
  }
  return errors;
}

export const isDirty = <V extends FormValues>(state: FormState<V>): boolean =>
  Object.keys(state.values).some((field) => !Object.is(state.values[field], state.initialValues[field]));

export const isValid = <V extends FormValues>(state: FormState<V>, rules: FormRules<V>): boolean =>
  Object.keys(validateForm(state.values, rules)).length === 0 &&
  Object.values(state.serverErrors).every((messages) => messages.length === 0);

/** A field's client-side message is shown once the shopper left it or tried to submit. */
export const showsClientError = <V extends FormValues>(state: FormState<V>, field: keyof V): boolean =>
  state.touched[field] === true || state.submitCount > 0;

/** The server's field messages for fields this form does not have: shown with the form's own message. */
export const unplacedServerErrors = <V extends FormValues>(state: FormState<V>): string[] =>
  Object.entries(state.serverErrors)
    .filter(([field]) => !(field in state.values))
    .flatMap(([, messages]) => messages);

export function formReducer<V extends FormValues>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'change': {
      const { [action.field as string]: _answered, ...serverErrors } = state.serverErrors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, serverErrors };
    }
    case 'blur':
      return state.touched[action.field] ? state : { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'submit':
      return {
        ...state,
        touched: Object.fromEntries(Object.keys(state.values).map((field) => [field, true])) as FieldFlags<V>,
        formError: null,
        validating: true,
        submitCount: state.submitCount + 1,
      };
    case 'validated':
      return { ...state, validating: false, submitting: action.valid };
    case 'succeeded': {
      // Saved values (as the server stored them) become the new starting point: no longer dirty.
      const saved = action.values ?? state.values;
      return { ...state, submitting: false, serverErrors: {}, values: saved, initialValues: saved };
    }
    case 'refused': {
      const placed = Object.keys(action.fields).some((field) => field in state.values);
      return {
        ...state,
        submitting: false,
        serverErrors: action.fields,
        // When the fields carry the explanation, a general "some fields are invalid" adds nothing.
        formError: placed ? null : action.message,
      };
    }
    case 'reset':
      return initialFormState(action.values);
  }
}
