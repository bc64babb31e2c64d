// The screens' form hook: the form states of spec §4 (src/application/forms/form-state.ts) with
// each message in the interface language, and props that plug a field into a Mantine input
// (label, value, error beside the field, aria wiring) by its name.
import { useCallback, useId, useMemo, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formReducer,
  initialFormState,
  isDirty,
  isValid,
  showsClientError,
  unplacedServerErrors,
  validateField,
  validateForm,
  type FormRules,
  type FormState,
  type FormValues,
} from '../../application/forms/form-state';
import { isRequestFailure } from '../../application/ports/request-failure';
import type { ValidationMessage } from '../../domain/validation';
import { failureMessage } from './failure-message';
import { fieldLabel } from '../field-label';

export interface FormOptions<V extends FormValues> {
  readonly initialValues: V;
  readonly rules: FormRules<V>;
}

export interface Form<V extends FormValues> {
  readonly values: V;
  readonly touched: FormState<V>['touched'];
  readonly dirty: boolean;
  readonly valid: boolean;
  readonly validating: boolean;
  readonly submitting: boolean;
  readonly submitCount: number;
  /** The form-wide message (a refusal that names no field of this form), if any. */
  readonly formErrors: readonly string[];
  /** The message shown beside a field, in the interface language, or undefined. */
  errorOf(field: keyof V): string | undefined;
  setValue<K extends keyof V>(field: K, value: V[K]): void;
  /** Props for a Mantine text input (TextInput, PasswordInput, Textarea). */
  textProps(field: keyof V & string): TextFieldProps;
  /** Props for a Mantine Checkbox. */
  checkboxProps(field: keyof V & string): CheckboxFieldProps;
  /**
   * A submit handler: checks every rule; when they pass, runs `send` with the values. A
   * RequestFailure it throws is shown beside its fields, or above the form; `send` answering
   * values makes them the form's new starting point (a saved profile is no longer dirty).
   */
  onSubmit(send: (values: V) => Promise<V | void>): (event?: FormEvent) => Promise<void>;
  reset(values: V): void;
}

interface FieldProps {
  readonly id: string;
  readonly name: string;
  readonly error: string | undefined;
  readonly onBlur: () => void;
}

export interface TextFieldProps extends FieldProps {
  readonly value: string;
  readonly onChange: (event: { currentTarget: { value: string } }) => void;
}

export interface CheckboxFieldProps extends FieldProps {
  readonly checked: boolean;
  readonly onChange: (event: { currentTarget: { checked: boolean } }) => void;
}

export function useForm<V extends FormValues>({ initialValues, rules }: FormOptions<V>): Form<V> {
  const { t } = useTranslation();
  const formId = useId();
  const [state, dispatch] = useReducer(formReducer<V>, initialValues, initialFormState);
  // The submit handler reads the latest state without being recreated on every keystroke.
  const latest = useRef(state);
  latest.current = state;

  const translate = useCallback(
    (message: ValidationMessage) => t(message.key, { ...message.params, field: fieldLabel(t, String(message.params.field)) }),
    [t],
  );

  const errorOf = useCallback(
    (field: keyof V): string | undefined => {
      const server = state.serverErrors[field as string];
      if (server && server.length > 0) return server.join(' ');
      if (!showsClientError(state, field)) return undefined;
      const message = validateField(state.values, rules, field);
      return message ? translate(message) : undefined;
    },
    [rules, state, translate],
  );

  const idOf = useCallback((field: string) => `${formId}-${field}`, [formId]);

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => dispatch({ type: 'change', field, value }), []);

  const onSubmit = useCallback(
    (send: (values: V) => Promise<V | void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      const values = latest.current.values;
      dispatch({ type: 'submit' });
      const errors = validateForm(values, rules);
      const invalid = Object.keys(errors);
      dispatch({ type: 'validated', valid: invalid.length === 0 });
      if (invalid.length > 0) {
        // Take the shopper to the first message, as a screen reader user would need.
        document.getElementById(idOf(invalid[0]!))?.focus();
        return;
      }
      try {
        const saved = await send(values);
        dispatch({ type: 'succeeded', values: saved ?? undefined });
      } catch (error) {
        const fields = isRequestFailure(error) ? error.fields : {};
        dispatch({ type: 'refused', message: failureMessage(t, error), fields });
        const field = Object.keys(fields).find((name) => name in values);
        if (field) document.getElementById(idOf(field))?.focus();
      }
    },
    [idOf, rules, t],
  );

  return useMemo(() => {
    const common = (field: keyof V & string): FieldProps => ({
      id: idOf(field),
      name: field,
      error: errorOf(field),
      onBlur: () => dispatch({ type: 'blur', field }),
    });
    return {
      values: state.values,
      touched: state.touched,
      dirty: isDirty(state),
      valid: isValid(state, rules),
      validating: state.validating,
      submitting: state.submitting,
      submitCount: state.submitCount,
      formErrors: [...(state.formError ? [state.formError] : []), ...unplacedServerErrors(state)],
      errorOf,
      setValue,
      textProps: (field) => ({
        ...common(field),
        value: String(state.values[field] ?? ''),
        onChange: (event) => setValue(field, event.currentTarget.value as V[typeof field]),
      }),
      checkboxProps: (field) => ({
        ...common(field),
        checked: state.values[field] === true,
        onChange: (event) => setValue(field, event.currentTarget.checked as V[typeof field]),
      }),
      onSubmit,
      reset: (values: V) => dispatch({ type: 'reset', values }),
    };
  }, [errorOf, idOf, onSubmit, rules, setValue, state]);
}
