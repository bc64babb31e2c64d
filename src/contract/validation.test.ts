import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  VALIDATION_MESSAGE_NAMES,
  alphaSpaces,
  between,
  confirmed,
  digits,
  dimensions,
  email,
  ext,
  image,
  integer,
  is,
  isNot,
  length,
  max,
  maxValue,
  mimes,
  min,
  minValue,
  normaliseSaudiMobile,
  notOneOf,
  numeric,
  oneOf,
  password,
  regex,
  required,
  saudiMobile,
  size,
  accepted,
  alpha,
  alphaDash,
  alphaNum,
  url,
  type ValidationMessage,
} from '../domain/validation';
import { confirmedBy, decodeMessage, encodeMessage, messageOf, rule, rules, unwritableTextPaths, validate } from './validation';

// A registration-like form, as the auth screens will declare it.
const registration = v.pipe(
  v.object({
    fullName: v.pipe(v.string(), rules('fullName', required(), alphaSpaces(), max(100))),
    email: v.pipe(v.string(), rules('email', required(), email())),
    phone: v.pipe(
      v.string(),
      rules('phone', required(), saudiMobile()),
      v.transform((phone) => normaliseSaudiMobile(phone) ?? phone),
    ),
    password: v.pipe(v.string(), rules('password', required(), password())),
    passwordConfirmation: v.pipe(v.string(), rule('passwordConfirmation', required())),
    termsAccepted: v.pipe(v.boolean(), rule('terms', is(true))),
  }),
  confirmedBy('passwordConfirmation', 'password'),
);

const filled = {
  fullName: 'عبد الله القحطاني',
  email: 'abdullah@herfa.sa',
  phone: '055 123 4567',
  password: 'Herfa#2024',
  passwordConfirmation: 'Herfa#2024',
  termsAccepted: true,
};

const failureOf = (key: ValidationMessage['key'], params: ValidationMessage['params']) => ({ key, params });

describe('validate with a registration-like schema', () => {
  it('answers the parsed value, the phone normalised', () => {
    expect(validate(registration, filled)).toEqual({ ok: true, value: { ...filled, phone: '+966551234567' } });
  });

  it('keeps the schema\'s types: rules narrow nothing and widen nothing', () => {
    const result = validate(registration, filled);
    if (result.ok) {
      expectTypeOf(result.value).toEqualTypeOf<{
        fullName: string;
        email: string;
        phone: string;
        password: string;
        passwordConfirmation: string;
        termsAccepted: boolean;
      }>();
    }
  });

  it('groups every failure by field, with the message key and its parameters', () => {
    const result = validate(registration, {
      fullName: '',
      email: 'not-an-email',
      phone: '0112345678',
      password: 'herfa2024',
      passwordConfirmation: '',
      termsAccepted: false,
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        fullName: [failureOf('validation.required', { field: 'fullName' })],
        email: [failureOf('validation.email', { field: 'email' })],
        phone: [failureOf('validation.saudiMobile', { field: 'phone' })],
        password: [failureOf('validation.password', { field: 'password' })],
        passwordConfirmation: [failureOf('validation.required', { field: 'passwordConfirmation' })],
        termsAccepted: [failureOf('validation.is', { field: 'terms' })],
      },
    });
  });

  it('reports a confirmation that does not match the password on the confirmation field', () => {
    expect(validate(registration, { ...filled, passwordConfirmation: 'Herfa#2025' })).toEqual({
      ok: false,
      fields: { passwordConfirmation: [failureOf('validation.confirmed', { field: 'passwordConfirmation' })] },
    });
  });

  it('still checks the confirmation when another field only broke a rule', () => {
    const result = validate(registration, { ...filled, fullName: 'Abdullah 2', passwordConfirmation: 'x' });
    expect(result.ok === false && Object.keys(result.fields)).toEqual(['fullName', 'passwordConfirmation']);
  });

  it('reports every failing rule of a field, in order', () => {
    const schema = v.object({ code: v.pipe(v.string(), rules('verificationCode', digits(4), alpha())) });
    expect(validate(schema, { code: '12' })).toEqual({
      ok: false,
      fields: {
        code: [
          failureOf('validation.digits', { field: 'verificationCode', length: 4 }),
          failureOf('validation.alpha', { field: 'verificationCode' }),
        ],
      },
    });
  });
});

describe('one rule for every schema: no unwritable characters in a text', () => {
  const list = v.object({ q: v.string(), tags: v.array(v.object({ name: v.string() })) });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell (C0)', 'a\u0007'],
    ['DEL', '\u007f'],
    ['a C1 control', 'x\u0085y'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses %s wherever it is, naming the field with the spec\'s fallback message', (_, bad) => {
    expect(validate(list, { q: bad, tags: [{ name: 'ok' }, { name: bad }] })).toEqual({
      ok: false,
      fields: { q: [failureOf('validation.invalid', { field: 'q' })], 'tags.1.name': [failureOf('validation.invalid', { field: 'name' })] },
    });
  });

  it('keeps tab, line breaks, whole surrogate pairs and Arabic', () => {
    const text = 'سدو\tline\r\nnext 🐪 \u202b';
    expect(validate(list, { q: text, tags: [] })).toEqual({ ok: true, value: { q: text, tags: [] } });
  });

  it('reports the schema\'s own failures beside it', () => {
    expect(validate(registration, { ...filled, fullName: 'Sara\u0000', email: 'x' })).toMatchObject({
      ok: false,
      fields: { fullName: [failureOf('validation.invalid', { field: 'fullName' }), expect.anything()], email: [expect.anything()] },
    });
  });

  it('names a field called like an object\'s own members ("valueOf", "constructor") like any other', () => {
    const strict = v.strictObject({ q: v.string() });
    const result = validate(strict, JSON.parse('{"q":"a","valueOf":"x\\u0085","constructor":"y\\u0000","__proto__":"z\\u0007"}'));
    // Each is refused for its control character (and the schema may refuse the key besides).
    const firstOfEach = result.ok ? [] : Object.entries(result.fields).map(([field, messages]) => [field, messages[0]]);
    expect(firstOfEach.sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual(
      ['__proto__', 'constructor', 'valueOf'].map((field) => [field, failureOf('validation.invalid', { field })]),
    );
  });

  it('law: a text is refused exactly when it holds an unwritable character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        const unwritable = [...text].some((character) => {
          const code = character.codePointAt(0)!;
          const control = (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || (code >= 0x7f && code <= 0x9f);
          return control || (code >= 0xd800 && code <= 0xdfff);
        });
        expect(unwritableTextPaths({ text })).toEqual(unwritable ? ['text'] : []);
      }),
    );
  });
});

describe('issues valibot raises itself', () => {
  it('a missing entry is required, a wrong type is the fallback "not valid"', () => {
    const { termsAccepted: _, ...withoutTerms } = filled;
    expect(validate(registration, { ...withoutTerms, email: 42 })).toEqual({
      ok: false,
      fields: {
        email: [failureOf('validation.invalid', { field: 'email' })],
        termsAccepted: [failureOf('validation.required', { field: 'termsAccepted' })],
      },
    });
  });

  it('a nested field is grouped under its dot path and named by its own key', () => {
    const checkout = v.object({
      address: v.object({ city: v.pipe(v.string(), rule('city', required())), region: v.string() }),
    });
    expect(validate(checkout, { address: { city: ' ', region: 7 } })).toEqual({
      ok: false,
      fields: {
        'address.city': [failureOf('validation.required', { field: 'city' })],
        'address.region': [failureOf('validation.invalid', { field: 'region' })],
      },
    });
  });

  it('an input that fails as a whole is grouped under "" and named "value"', () => {
    expect(validate(v.object({}), 'nope')).toEqual({
      ok: false,
      fields: { '': [failureOf('validation.invalid', { field: 'value' })] },
    });
  });
});

describe('the message travels in the issue', () => {
  it('survives v.parse and its ValiError', () => {
    const schema = v.pipe(v.string(), rule('password', password()));
    try {
      v.parse(schema, 'short');
      expect.unreachable();
    } catch (error) {
      expect(v.isValiError(error)).toBe(true);
      const [issue] = (error as v.ValiError<typeof schema>).issues;
      expect(messageOf(issue)).toEqual(failureOf('validation.min', { field: 'password', length: 8 }));
    }
  });

  it('survives a cached schema, which clones its issues', () => {
    const schema = v.cache(v.pipe(v.string(), rule('phone', saudiMobile())));
    const first = v.safeParse(schema, '123');
    const second = v.safeParse(schema, '123');
    expect(second.issues?.map(messageOf)).toEqual(first.issues?.map(messageOf));
    expect(second.issues?.map(messageOf)).toEqual([failureOf('validation.saudiMobile', { field: 'phone' })]);
  });

  it('decoding an encoded message gives it back', () => {
    const params = fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })));
    fc.assert(
      fc.property(fc.constantFrom(...VALIDATION_MESSAGE_NAMES), params, (name, extra) => {
        const message: ValidationMessage = { key: `validation.${name}`, params: extra };
        expect(decodeMessage(encodeMessage(message))).toEqual(JSON.parse(JSON.stringify(message)));
      }),
    );
  });

  it('a message valibot wrote itself decodes to nothing', () => {
    fc.assert(fc.property(fc.string(), (text) => decodeMessage(`Invalid type: ${text}`) === null));
    expect(decodeMessage('{"key":"validation.nope","params":{}}')).toBeNull();
    expect(decodeMessage('{"key":"validation.required","params":{"field":{}}}')).toBeNull();
    expect(decodeMessage('{"key":"validation.required"')).toBeNull();
  });
});

// i18next loads locales/<lang>/<file>.json under <file>: key "validation.required" is
// validation.json → "required". Read here with Vite's glob, as the UI loads them.
const locales = import.meta.glob<Record<string, string>>('../../locales/*/{validation,fields}.json', {
  eager: true,
  import: 'default',
});
const catalogue = (language: 'en' | 'ar', file: 'validation' | 'fields') => {
  const found = locales[`../../locales/${language}/${file}.json`];
  if (!found) throw new Error(`locales/${language}/${file}.json is missing`);
  return found;
};
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]).sort();
const lookUp = (language: 'en' | 'ar', key: string) => catalogue(language, 'validation')[key.replace(/^validation\./, '')];

describe('the locale files', () => {
  it('have every message key in both languages, and no other', () => {
    for (const language of ['en', 'ar'] as const) {
      expect(Object.keys(catalogue(language, 'validation')).sort()).toEqual([...VALIDATION_MESSAGE_NAMES].sort());
    }
  });

  it('use the same placeholders in English and Arabic', () => {
    for (const name of VALIDATION_MESSAGE_NAMES) {
      expect(placeholders(lookUp('ar', name) ?? ''), name).toEqual(placeholders(lookUp('en', name) ?? ''));
    }
  });

  it('reproduce the specification\'s English texts exactly', () => {
    const en = catalogue('en', 'validation');
    expect(en.required).toBe('The {{field}} field is required');
    expect(en.invalid).toBe('{{field}} is not valid.');
    expect(en.password).toBe('The password must contain at least uppercase letter, lowercase letter, number and one symbol.');
    expect(en.confirmed).toBe('Confirm password field does not matched with password field');
    expect(en.size).toBe('The {{field}} field size must be less than {{size}}KB');
  });

  it('every key a rule can yield exists in both files, and its parameters fill every placeholder', () => {
    const someRule = fc.oneof(
      fc.constantFrom(required(), accepted(), alpha(), alphaNum(), alphaDash(), alphaSpaces(), email(), url()),
      fc.constantFrom(numeric(), integer(), password(), saudiMobile(), image()),
      fc.tuple(fc.integer(), fc.integer()).map(([a, b]) => between(Math.min(a, b), Math.max(a, b))),
      fc.nat(64).chain((n) => fc.constantFrom(length(n), max(n), min(n), digits(n), size(n), maxValue(n), minValue(n))),
      fc.tuple(fc.nat(), fc.nat()).map(([w, h]) => dimensions(w, h)),
      fc.array(fc.string(), { minLength: 1 }).chain((list) =>
        fc.constantFrom(oneOf(list), notOneOf(list), ext(list), mimes(list), is(list[0]), isNot(list[0]), confirmed(list[0])),
      ),
      fc.constant(regex(/^x$/)),
    );
    const someValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constantFrom(undefined, null),
      fc.record({ name: fc.string(), size: fc.nat(), type: fc.string() }),
      fc.record({ width: fc.nat(), height: fc.nat() }),
    );
    fc.assert(
      fc.property(someRule, someValue, fc.constantFrom('fullName', 'password', 'image'), (domainRule, value, field) => {
        const failure = (domainRule.validate as (value: unknown, field: string) => ValidationMessage | null)(value, field);
        if (failure === null) return;
        for (const language of ['en', 'ar'] as const) {
          const text = lookUp(language, failure.key);
          expect(text, `${language} ${failure.key}`).toBeTypeOf('string');
          for (const name of placeholders(text ?? '')) expect(failure.params).toHaveProperty(name as string);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('name the same fields in both languages, each with a text', () => {
    const en = catalogue('en', 'fields');
    const ar = catalogue('ar', 'fields');
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const key of ['fullName', 'email', 'phone', 'password', 'passwordConfirmation', 'terms', 'value', 'city', 'region']) {
      expect(en[key], key).toBeTruthy();
      expect(ar[key], key).toBeTruthy();
    }
  });

  it('name every field the example schema uses', () => {
    const result = validate(registration, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const message of Object.values(result.fields).flat()) {
      expect(catalogue('en', 'fields')[String(message.params.field)], String(message.params.field)).toBeTruthy();
    }
  });
});
