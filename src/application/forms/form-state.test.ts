// The generic form states of spec §4, driven through the reducer as a screen drives them.
import { describe, expect, it } from 'vitest';
import { accepted, confirmed, email, password, required } from '../../domain/validation';
import {
  formReducer,
  initialFormState,
  isDirty,
  isValid,
  showsClientError,
  unplacedServerErrors,
  validateField,
  validateForm,
  type FormAction,
  type FormRules,
  type FormState,
} from './form-state';

type Registration = {
  email: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
};

const RULES: FormRules<Registration> = {
  email: () => [required(), email()],
  password: () => [required(), password()],
  passwordConfirmation: (values) => [required(), confirmed(values.password)],
  termsAccepted: () => [accepted()],
};

const EMPTY: Registration = { email: '', password: '', passwordConfirmation: '', termsAccepted: false };

const run = (state: FormState<Registration>, ...actions: FormAction<Registration>[]) => actions.reduce(formReducer, state);

describe('form state', () => {
  it('starts untouched, clean, not submitting, with no submit yet', () => {
    const state = initialFormState(EMPTY);
    expect(state.touched).toEqual({});
    expect(isDirty(state)).toBe(false);
    expect(isValid(state, RULES)).toBe(false);
    expect(state).toMatchObject({ validating: false, submitting: false, submitCount: 0, formError: null });
  });

  it('checks each field with the domain rules, the first broken rule answering', () => {
    expect(validateField(EMPTY, RULES, 'email')).toEqual({ key: 'validation.required', params: { field: 'email' } });
    expect(validateField({ ...EMPTY, email: 'sara@' }, RULES, 'email')).toEqual({
      key: 'validation.email',
      params: { field: 'email' },
    });
    expect(validateField({ ...EMPTY, password: 'herfa2026' }, RULES, 'password')?.key).toBe('validation.password');
    expect(validateField({ ...EMPTY, password: 'Herfa@2026', passwordConfirmation: 'Herfa@2025' }, RULES, 'passwordConfirmation')?.key).toBe(
      'validation.confirmed',
    );
    expect(validateField(EMPTY, RULES, 'termsAccepted')?.key).toBe('validation.accepted');
    expect(
      validateForm({ email: 'sara@herfa.test', password: 'Herfa@2026', passwordConfirmation: 'Herfa@2026', termsAccepted: true }, RULES),
    ).toEqual({});
  });

  it('shows a field\'s message once it was left, and every message after a submit', () => {
    const typed = run(initialFormState(EMPTY), { type: 'change', field: 'email', value: 'sara' });
    expect(isDirty(typed)).toBe(true);
    expect(showsClientError(typed, 'email')).toBe(false);

    const left = run(typed, { type: 'blur', field: 'email' });
    expect(left.touched).toEqual({ email: true });
    expect(showsClientError(left, 'email')).toBe(true);
    expect(showsClientError(left, 'password')).toBe(false);

    const submitted = run(left, { type: 'submit' });
    expect(submitted).toMatchObject({ validating: true, submitting: false, submitCount: 1 });
    expect(showsClientError(submitted, 'password')).toBe(true);
    expect(Object.keys(submitted.touched).sort()).toEqual(['email', 'password', 'passwordConfirmation', 'termsAccepted']);
  });

  it('submits only valid values, and counts every attempt', () => {
    const refused = run(initialFormState(EMPTY), { type: 'submit' }, { type: 'validated', valid: false });
    expect(refused).toMatchObject({ validating: false, submitting: false, submitCount: 1 });

    const sending = run(refused, { type: 'submit' }, { type: 'validated', valid: true });
    expect(sending).toMatchObject({ validating: false, submitting: true, submitCount: 2 });
  });

  it('keeps the server\'s field messages beside their fields until the field changes', () => {
    const answered = run(
      initialFormState(EMPTY),
      { type: 'submit' },
      { type: 'validated', valid: true },
      { type: 'refused', message: 'Some fields need your attention.', fields: { email: ['This email is already registered.'] } },
    );
    expect(answered.submitting).toBe(false);
    expect(answered.serverErrors).toEqual({ email: ['This email is already registered.'] });
    expect(answered.formError).toBeNull();
    expect(isValid(answered, RULES)).toBe(false);

    const edited = run(answered, { type: 'change', field: 'email', value: 'new@herfa.test' });
    expect(edited.serverErrors).toEqual({});
  });

  it('shows a refusal that names no field of the form above the form', () => {
    const wrong = run(initialFormState(EMPTY), { type: 'submit' }, { type: 'validated', valid: true }, {
      type: 'refused',
      message: 'The email or password is incorrect.',
      fields: {},
    });
    expect(wrong.formError).toBe('The email or password is incorrect.');

    const elsewhere = run(initialFormState(EMPTY), {
      type: 'refused',
      message: 'Some fields need your attention.',
      fields: { code: ['The verification code is incorrect.'] },
    });
    expect(elsewhere.formError).toBe('Some fields need your attention.');
    expect(unplacedServerErrors(elsewhere)).toEqual(['The verification code is incorrect.']);

    expect(run(wrong, { type: 'submit' }).formError).toBeNull();
  });

  it('takes saved values as the new starting point, so the form is clean again', () => {
    const changed = run(initialFormState(EMPTY), { type: 'change', field: 'email', value: 'sara@herfa.test' });
    const saved = run(changed, { type: 'submit' }, { type: 'validated', valid: true }, { type: 'succeeded' });
    expect(saved.submitting).toBe(false);
    expect(isDirty(saved)).toBe(false);

    const stored = { ...EMPTY, email: 'sara@herfa.test', password: 'Herfa@2026' };
    const normalised = run(changed, { type: 'submit' }, { type: 'validated', valid: true }, { type: 'succeeded', values: stored });
    expect(normalised.values).toEqual(stored);
    expect(isDirty(normalised)).toBe(false);

    const reset = run(saved, { type: 'reset', values: EMPTY });
    expect(reset).toEqual(initialFormState(EMPTY));
  });
});
