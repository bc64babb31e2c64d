import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  IMAGE_EXTENSIONS,
  PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGE_NAMES,
  accepted,
  alpha,
  alphaDash,
  alphaNum,
  alphaSpaces,
  between,
  confirmed,
  displayedBounds,
  inHalalas,
  digits,
  dimensions,
  minDimensions,
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
  personName,
  readNumber,
  regex,
  required,
  saudiMobile,
  size,
  toLatinDigits,
  url,
  type FileLike,
  type Rule,
} from './validation';

const passes = <T>(rule: Rule<T>, value: T) => rule.validate(value, 'field') === null;
const keyOf = <T>(rule: Rule<T>, value: T) => rule.validate(value, 'field')?.key ?? null;
const file = (name: string, bytes = 10, type = 'image/png'): FileLike => ({ name, size: bytes, type });

const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\u00A0', '\u2003', '\u3000', '\uFEFF', '\u2028');
const blankString = fc.array(whitespace, { maxLength: 8 }).map((chars) => chars.join(''));
const nonWhitespace = fc.string({ minLength: 1, maxLength: 3, unit: 'grapheme' }).filter((s) => s.trim() !== '');
const ARABIC_LETTERS = [...'ابتثجحخدذرزسشصضطظعغفقكلمنهوية'];
const arabicWord = fc.array(fc.constantFrom(...ARABIC_LETTERS), { minLength: 1, maxLength: 10 }).map((l) => l.join(''));

describe('required', () => {
  it('names the field in its message', () => {
    expect(required().validate('', 'fullName')).toEqual({ key: 'validation.required', params: { field: 'fullName' } });
  });
  it('rejects nothing, blanks, an empty list and an unticked box; accepts 0 and a word', () => {
    for (const blank of [undefined, null, '', '   ', '\n\t', [], false]) expect(passes(required(), blank)).toBe(false);
    for (const value of ['a', ' محمد ', 0, true, ['x']]) expect(passes(required(), value)).toBe(true);
  });
  it('rejects exactly the blank values: whitespace only is blank, any other character is not', () => {
    fc.assert(fc.property(blankString, (blank) => keyOf(required(), blank) === 'validation.required'));
    fc.assert(
      fc.property(blankString, nonWhitespace, blankString, (before, text, after) =>
        passes(required(), before + text + after),
      ),
    );
  });
});

describe('accepted, is, is_not, confirmed', () => {
  it('accepted wants a ticked box', () => {
    expect(passes(accepted(), true)).toBe(true);
    for (const value of [false, 'true', 1, undefined]) expect(keyOf(accepted(), value)).toBe('validation.accepted');
  });
  it('is(true) accepts only true; is_not refuses only its value', () => {
    expect(passes(is(true), true)).toBe(true);
    expect(keyOf(is(true), false)).toBe('validation.is');
    expect(keyOf(is(true), 'true')).toBe('validation.is');
    expect(keyOf(isNot('admin'), 'admin')).toBe('validation.is_not');
    expect(passes(isNot('admin'), 'Admin')).toBe(true);
  });
  it('confirmed matches the other value exactly, and never reveals it', () => {
    expect(passes(confirmed('S3cret!pw'), 'S3cret!pw')).toBe(true);
    const failure = confirmed('S3cret!pw').validate('S3cret!pW', 'passwordConfirmation');
    expect(failure).toEqual({ key: 'validation.confirmed', params: { field: 'passwordConfirmation' } });
    expect(JSON.stringify(failure)).not.toContain('S3cret');
    expect(passes(confirmed('x'), '')).toBe(false);
  });
  it('confirmed accepts a value exactly when it equals the other', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => passes(confirmed(a), b) === (a === b)));
  });
});

describe('one_of, not_one_of', () => {
  it('compares strictly and lets an empty value pass', () => {
    expect(passes(oneOf(['new', 'shipped']), 'new')).toBe(true);
    expect(keyOf(oneOf(['new', 'shipped']), 'lost')).toBe('validation.one_of');
    expect(keyOf(oneOf([1, 2]), '1')).toBe('validation.one_of');
    expect(keyOf(notOneOf(['admin']), 'admin')).toBe('validation.not_one_of');
    expect(passes(notOneOf(['admin']), 'seller')).toBe(true);
    expect(passes(oneOf(['a']), '')).toBe(true);
  });
  it('one_of and not_one_of of the same list disagree on every non-empty value', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 })), fc.string({ minLength: 1 }), (list, value) =>
        passes(oneOf(list), value) !== passes(notOneOf(list), value),
      ),
    );
  });
});

describe('the alpha rules', () => {
  it('alpha accepts Latin and Arabic letters, with harakat and tatweel', () => {
    for (const value of ['Sara', 'محمد', 'مُحَمَّد', 'عـــلي', 'Zoë']) expect(passes(alpha(), value)).toBe(true);
    for (const value of ['Sara1', 'محمد٣', 'عبد الله', 'a-b', 'a_b', '!']) expect(keyOf(alpha(), value)).toBe('validation.alpha');
  });
  it('alpha_num adds digits, Arabic-Indic ones too', () => {
    for (const value of ['Sara1', 'محمد٣', 'حرفة2024']) expect(passes(alphaNum(), value)).toBe(true);
    for (const value of ['a b', 'a-b', 'a.b']) expect(keyOf(alphaNum(), value)).toBe('validation.alpha_num');
  });
  it('alpha_dash adds dashes and underscores', () => {
    for (const value of ['sadu-cushion_2', 'سدو-٢', 'a_b']) expect(passes(alphaDash(), value)).toBe(true);
    for (const value of ['a b', 'a.b', 'a@b']) expect(keyOf(alphaDash(), value)).toBe('validation.alpha_dash');
  });
  it('alpha_spaces accepts names of several words in either script', () => {
    for (const value of ['عبد الله القحطاني', 'Sara Al Harbi', 'نورة']) expect(passes(alphaSpaces(), value)).toBe(true);
    for (const value of ['Sara2', 'Al-Harbi', "O'Neil", 'سارة\n']) {
      expect(keyOf(alphaSpaces(), value)).toBe('validation.alpha_spaces');
    }
  });
  it('let an empty value pass (required judges emptiness)', () => {
    for (const rule of [alpha(), alphaNum(), alphaDash(), alphaSpaces()]) {
      expect(passes(rule, '')).toBe(true);
      expect(passes(rule, undefined)).toBe(true);
    }
  });
  it('accept every Arabic word, and each accepts what the narrower one accepts', () => {
    fc.assert(
      fc.property(arabicWord, (word) =>
        [alpha(), alphaNum(), alphaDash(), alphaSpaces()].every((rule) => passes(rule, word)),
      ),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        if (passes(alpha(), text)) {
          expect(passes(alphaNum(), text)).toBe(true);
          expect(passes(alphaSpaces(), text)).toBe(true);
        }
        if (passes(alphaNum(), text)) expect(passes(alphaDash(), text)).toBe(true);
      }),
    );
  });
  it('alpha never accepts a digit', () => {
    fc.assert(
      fc.property(arabicWord, fc.constantFrom(...'0123456789٠١٢٣٤٥٦٧٨٩'), arabicWord, (a, digit, b) =>
        !passes(alpha(), a + digit + b),
      ),
    );
  });
});

describe('length, max, min', () => {
  it('count code points, as the database does: an Arabic letter or an emoji is one', () => {
    expect(passes(length(4), 'حرفة')).toBe(true);
    expect(passes(length(1), '👍')).toBe(true);
    expect(passes(length(2), '👍🏽')).toBe(true);
    expect(length(3).validate('ab', 'code')).toEqual({ key: 'validation.length', params: { field: 'code', length: 3 } });
  });
  it('max(n) and min(n) include the bound', () => {
    expect(passes(max(3), 'abc')).toBe(true);
    expect(max(3).validate('abcd', 'name')).toEqual({ key: 'validation.max', params: { field: 'name', length: 3 } });
    expect(passes(min(3), 'abc')).toBe(true);
    expect(min(3).validate('ab', 'name')).toEqual({ key: 'validation.min', params: { field: 'name', length: 3 } });
  });
  it('a non-empty text passes length(n) exactly when it passes both min(n) and max(n)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), fc.nat(20), (text, n) =>
        passes(length(n), text) === (passes(min(n), text) && passes(max(n), text)),
      ),
    );
  });
});

describe('regex', () => {
  it('tests the whole pattern and is not thrown off by a global flag', () => {
    const code = regex(/^HRF-\d{6}$/g);
    expect(passes(code, 'HRF-000123')).toBe(true);
    expect(passes(code, 'HRF-000123')).toBe(true);
    expect(keyOf(code, 'HRF-123')).toBe('validation.regex');
  });
});

describe('email', () => {
  it('accepts standard addresses and refuses malformed ones', () => {
    for (const value of ['sara@herfa.sa', 'first.last+tag@mail.example.com', 'x@[10.0.0.1]']) {
      expect(passes(email(), value)).toBe(true);
    }
    for (const value of ['sara', 'sara@', '@herfa.sa', 'sara@herfa', 'sa ra@herfa.sa', 'a..b@herfa.sa', 'a@b.c']) {
      expect(keyOf(email(), value)).toBe('validation.email');
    }
  });
  it('accepts every generated address (fc.emailAddress)', () => {
    fc.assert(fc.property(fc.emailAddress(), (address) => passes(email(), address)));
  });
  it('refuses every text without an @', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => !s.includes('@')), (text) => !passes(email(), text)));
  });
});

describe('url', () => {
  it('accepts http and https addresses only', () => {
    for (const value of ['https://herfa.sa', 'http://herfa.sa/ar/products/all?sort=newest#top']) {
      expect(passes(url(), value)).toBe(true);
    }
    for (const value of ['herfa.sa', 'javascript:alert(1)', 'ftp://herfa.sa', 'https://', 'https://herfa .sa']) {
      expect(keyOf(url(), value)).toBe('validation.url');
    }
  });
  it('accepts every generated web address (fc.webUrl)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (address) => passes(url(), address)),
    );
  });
});

describe('numbers', () => {
  it('reads Latin, Arabic-Indic and Persian digits alike', () => {
    expect(toLatinDigits('٠٥٥١٢٣٤٥٦٧')).toBe('0551234567');
    expect(toLatinDigits('۱۲۳')).toBe('123');
    expect(readNumber('١٢٫٥')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
    for (const text of ['', ' ', '1e3', '0x10', '1.', '+1', 'abc']) expect(readNumber(text)).toBeNaN();
  });
  it('numeric accepts digits only', () => {
    for (const value of ['0123', '٠١٢٣', 42]) expect(passes(numeric(), value)).toBe(true);
    for (const value of ['-1', '1.5', '12a', 1.5]) expect(keyOf(numeric(), value)).toBe('validation.numeric');
  });
  it('integer accepts whole numbers with an optional minus', () => {
    for (const value of ['-12', '٧', 0, -4]) expect(passes(integer(), value)).toBe(true);
    for (const value of ['1.5', '1,000', 2.5, '--1']) expect(keyOf(integer(), value)).toBe('validation.integer');
  });
  it('digits(n) wants exactly n digits', () => {
    expect(passes(digits(4), '0042')).toBe(true);
    expect(passes(digits(4), '٠٠٤٢')).toBe(true);
    expect(digits(4).validate('042', 'verificationCode')).toEqual({
      key: 'validation.digits',
      params: { field: 'verificationCode', length: 4 },
    });
    expect(keyOf(digits(4), '04a2')).toBe('validation.digits');
  });
  it('between(min, max) includes both bounds', () => {
    expect(passes(between(1, 5), '1')).toBe(true);
    expect(passes(between(1, 5), 5)).toBe(true);
    expect(between(1, 5).validate(6, 'quantity')).toEqual({
      key: 'validation.between',
      params: { field: 'quantity', min: 1, max: 5 },
    });
    expect(keyOf(between(1, 5), 'three')).toBe('validation.between');
  });
  it('inHalalas marks a rule’s bounds as halalas, which a message then shows as money', () => {
    const price = inHalalas(between(100, 50_000));
    expect(passes(price, 100)).toBe(true);
    const message = price.validate(99, 'price')!;
    expect(message).toEqual({ key: 'validation.between', params: { field: 'price', min: 100, max: 50_000, unit: 'halalas' } });
    const format = { number: (value: number) => `#${value}`, money: (halalas: number) => `SAR ${halalas / 100}` };
    expect(displayedBounds(message.params, format)).toEqual({ min: 'SAR 1', max: 'SAR 500' });
    expect(displayedBounds(between(1, 5).validate(6, 'quantity')!.params, format)).toEqual({ min: '#1', max: '#5' });
  });
  it('between(a, b) accepts exactly a..b', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.nat(100), fc.integer({ min: -1200, max: 1200 }), (a, span, x) => {
        const b = a + span;
        const inRange = a <= x && x <= b;
        return passes(between(a, b), x) === inRange && passes(between(a, b), String(x)) === inRange;
      }),
    );
  });
  it('min_value and max_value include their bound', () => {
    expect(passes(minValue(10), '10')).toBe(true);
    expect(minValue(10).validate('9.99', 'amount')).toEqual({ key: 'validation.min_value', params: { field: 'amount', min: 10 } });
    expect(passes(maxValue(10), 10)).toBe(true);
    expect(maxValue(10).validate(11, 'amount')).toEqual({ key: 'validation.max_value', params: { field: 'amount', max: 10 } });
    expect(keyOf(minValue(0), 'abc')).toBe('validation.min_value');
  });
  it('between(a, b) agrees with min_value(a) and max_value(b) together', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.double({ noNaN: true }), (a, b, x) =>
        passes(between(a, b), x) === (passes(minValue(a), x) && passes(maxValue(b), x)),
      ),
    );
  });
});

describe('files', () => {
  it('image accepts the specification\'s extensions plus webp, in any case', () => {
    for (const extension of IMAGE_EXTENSIONS) {
      expect(passes(image(), file(`sadu.${extension}`))).toBe(true);
      expect(passes(image(), file(`SADU.${extension.toUpperCase()}`))).toBe(true);
    }
    expect([...IMAGE_EXTENSIONS].sort()).toEqual(['bmp', 'gif', 'jpeg', 'jpg', 'png', 'svg', 'webp']);
    for (const name of ['invoice.pdf', 'png', 'photo.png.exe', 'photo.tiff']) {
      expect(keyOf(image(), file(name))).toBe('validation.image');
    }
  });
  it('ext checks the file name and names the allowed extensions', () => {
    expect(passes(ext(['pdf']), file('invoice.PDF'))).toBe(true);
    expect(ext(['jpg', 'png']).validate(file('a.gif'), 'image')).toEqual({
      key: 'validation.ext',
      params: { field: 'image', extensions: 'jpg, png' },
    });
  });
  it('mimes checks the type, with a wildcard for a family', () => {
    expect(passes(mimes(['image/png', 'image/jpeg']), file('a', 1, 'image/png'))).toBe(true);
    expect(passes(mimes(['image/*']), file('a', 1, 'image/webp'))).toBe(true);
    expect(keyOf(mimes(['image/*']), file('a', 1, 'application/pdf'))).toBe('validation.mimes');
    expect(keyOf(mimes(['image/*']), file('a', 1, 'image/'))).toBe('validation.mimes');
    expect(keyOf(mimes(['image/png']), file('a', 1, 'image/pngx'))).toBe('validation.mimes');
  });
  it('size is in KB of 1024 bytes, the bound included', () => {
    expect(passes(size(2048), file('a.png', 2048 * 1024))).toBe(true);
    expect(size(2048).validate(file('a.png', 2048 * 1024 + 1), 'image')).toEqual({
      key: 'validation.size',
      params: { field: 'image', size: 2048 },
    });
  });
  it('size(kb) accepts a file exactly when it has at most kb × 1024 bytes', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(11_000_000), (kb, bytes) =>
        passes(size(kb), file('a.png', bytes)) === bytes <= kb * 1024,
      ),
    );
  });
  it('every file of a list must pass, and no file passes', () => {
    expect(passes(image(), [file('a.png'), file('b.jpg')])).toBe(true);
    expect(passes(image(), [file('a.png'), file('b.pdf')])).toBe(false);
    expect(passes(image(), [])).toBe(true);
    expect(passes(size(1), null)).toBe(true);
  });
  it('dimensions wants the exact width and height', () => {
    expect(passes(dimensions(800, 600), { width: 800, height: 600 })).toBe(true);
    expect(dimensions(800, 600).validate({ width: 600, height: 800 }, 'image')).toEqual({
      key: 'validation.dimensions',
      params: { field: 'image', width: 800, height: 600 },
    });
  });
  it('minDimensions wants at least the width and the height', () => {
    expect(passes(minDimensions(400, 400), { width: 400, height: 400 })).toBe(true);
    expect(passes(minDimensions(400, 400), { width: 4000, height: 3000 })).toBe(true);
    expect(minDimensions(400, 400).validate({ width: 1200, height: 399 }, 'photo')).toEqual({
      key: 'validation.minDimensions',
      params: { field: 'photo', width: 400, height: 400 },
    });
  });
});

describe('password', () => {
  it('accepts a password with every class and at least 8 characters', () => {
    for (const value of ['Herfa#2024', 'aA1!aaaa', 'كلمةSecret1!']) expect(passes(password(), value)).toBe(true);
  });
  it('says which requirement failed', () => {
    expect(password().validate('aA1!', 'password')).toEqual({
      key: 'validation.min',
      params: { field: 'password', length: PASSWORD_MIN_LENGTH },
    });
    for (const weak of ['herfa#2024', 'HERFA#2024', 'Herfa#Herfa', 'Herfa2024', 'Herfa 2024', 'كلمةالسر#2024']) {
      expect(password().validate(weak, 'password')).toEqual({ key: 'validation.password', params: { field: 'password' } });
    }
  });
  it('a password accepted by the rule always contains each of the four classes and 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 16, unit: 'grapheme-ascii' }), (candidate) => {
        fc.pre(passes(password(), candidate));
        expect([...candidate].length).toBeGreaterThanOrEqual(8);
        expect(candidate).toMatch(/[A-Z]/);
        expect(candidate).toMatch(/[a-z]/);
        expect(candidate).toMatch(/[0-9]/);
        expect(candidate).toMatch(/[^A-Za-z0-9 ]/);
      }),
      { numRuns: 2000 },
    );
  });
  it('any 8 characters holding each class pass, whatever their order', () => {
    const oneOfEach = fc.tuple(
      fc.constantFrom(...'ABCXYZ'),
      fc.constantFrom(...'abcxyz'),
      fc.constantFrom(...'0123456789'),
      fc.constantFrom(...'!@#$%^&*()-_=+[]{};:\'",.<>/?\\|`~'),
    );
    fc.assert(
      fc.property(oneOfEach, fc.string({ minLength: 4, maxLength: 20 }), fc.nat(), (classes, filler, seed) => {
        const characters = [...classes, ...filler];
        const shuffled = characters.map((c, i) => characters[(i + seed) % characters.length] ?? c);
        // A rotation keeps every character, so each class is still present.
        return passes(password(), shuffled.join(''));
      }),
    );
  });
  it('removing the symbols from an accepted password makes it fail', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 16, unit: 'grapheme-ascii' }), (candidate) => {
        const stripped = candidate.replace(/[\p{P}\p{S}]/gu, '');
        fc.pre(stripped.length >= PASSWORD_MIN_LENGTH);
        return !passes(password(), stripped);
      }),
    );
  });
});

describe('Saudi mobile numbers', () => {
  it('normalises the three accepted forms to +9665XXXXXXXX', () => {
    for (const input of ['0551234567', '966551234567', '+966551234567', '055 123 4567', '+966 55-123-4567', '٠٥٥١٢٣٤٥٦٧']) {
      expect(normaliseSaudiMobile(input)).toBe('+966551234567');
    }
  });
  it('refuses landlines, wrong lengths and foreign numbers', () => {
    for (const input of ['0112345678', '055123456', '05512345678', '+971551234567', '00966551234567', '551234567', '05 5-', '055  1234567']) {
      expect(normaliseSaudiMobile(input)).toBeNull();
    }
    expect(keyOf(saudiMobile(), '0112345678')).toBe('validation.saudiMobile');
    expect(passes(saudiMobile(), '0551234567')).toBe(true);
  });
  it('every 05 number, in each form, normalises to the same +966 number, and normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (rest) => {
        const expected = `+9665${rest}`;
        expect(normaliseSaudiMobile(`05${rest}`)).toBe(expected);
        expect(normaliseSaudiMobile(`9665${rest}`)).toBe(expected);
        expect(normaliseSaudiMobile(expected)).toBe(expected);
      }),
    );
  });
});

describe('every rule', () => {
  const rules: Rule<never>[] = [
    required(), accepted(), is(true), isNot('x'), confirmed('x'), oneOf(['x']), notOneOf(['x']),
    alpha(), alphaNum(), alphaDash(), alphaSpaces(), length(3), max(3), min(3), regex(/^x$/), email(), url(),
    numeric(), integer(), digits(3), between(1, 3), minValue(1), maxValue(3),
    ext(['pdf']), image(), mimes(['image/png']), size(1), dimensions(1, 1), password(), saudiMobile(),
  ];
  it('yields only declared keys, with the field and the rule\'s own parameters', () => {
    const declared = new Set(VALIDATION_MESSAGE_NAMES.map((name) => `validation.${name}`));
    fc.assert(
      fc.property(fc.constantFrom(...rules), fc.anything(), fc.string(), (rule, value, field) => {
        const failure = (rule as Rule<unknown>).validate(value, field);
        if (failure === null) return;
        expect(declared.has(failure.key)).toBe(true);
        expect(failure.params.field).toBe(field);
        const passwordTooShort = rule.name === 'password' && failure.key === 'validation.min';
        if (!passwordTooShort) expect(failure.params).toEqual({ field, ...rule.params });
      }),
    );
  });
});

describe('person names', () => {
  const check = (value: string) => personName().validate(value, 'fullName');
  it('accepts names as Saudis write them, in both scripts', () => {
    for (const name of ['Sara Al-Qahtani', "Abdullah O'Neil", 'عبدالله بن سعود', 'نورة الدوسري', 'Dr. Huda Al-Shehri', 'Ali bin Saad Jr.']) {
      expect(check(name), name).toBeNull();
    }
  });
  it('refuses digits, symbols and dangling joiners with a translatable message', () => {
    for (const name of ['Sara 2', 'Sara@Herfa', '-Sara', 'Sara-', 'Sara  --  Ali-', '<b>']) {
      expect(check(name), name).toEqual({ key: 'validation.personName', params: { field: 'fullName' } });
    }
  });
});
