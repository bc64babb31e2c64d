// The validation rules of the specification (§5), as plain data and pure functions. A rule
// answers null for a valid value, or the i18n key and parameters of the message to show
// (`validation.<rule>` in locales/<lang>/validation.json; `params.field` is a key of
// locales/<lang>/fields.json, which the UI translates before interpolating).
//
// Decisions for what the specification leaves open:
// - Only `required` (and `accepted`, `is`, `is_not`, `confirmed`, which compare values) judge an
//   empty value (undefined, null, '' or an empty list of files); every other rule lets it pass,
//   so "optional, but valid when given" is just a rule without `required`.
// - The alpha rules accept letters of every script (\p{L}) with their combining marks (\p{M}),
//   so Arabic names pass, harakat and tatweel included.
// - Numbers may be typed with Arabic-Indic (٠-٩) or Persian (۰-۹) digits and the Arabic
//   decimal separator (٫); they are read as Latin digits.
// - A password has at least 8 characters (too short answers `validation.min`, which names the
//   length) and at least one uppercase letter, one lowercase letter, one digit and one symbol
//   (punctuation or symbol character). Arabic letters have no case, so they count toward the
//   length but never as the uppercase or lowercase letter.
// - `confirmed`, `is` and `is_not` never put the compared value in the parameters: it may be a
//   password.

export type ParamValue = string | number;
export type Params = Readonly<Record<string, ParamValue>>;

/** Every message this module can yield; each is `validation.<name>` in both locale files. */
export const VALIDATION_MESSAGE_NAMES = [
  'required',
  'invalid',
  'accepted',
  'alpha',
  'alpha_num',
  'alpha_dash',
  'alpha_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'minDimensions',
  'email',
  'ext',
  'image',
  'integer',
  'is',
  'is_not',
  'length',
  'max',
  'min',
  'max_value',
  'min_value',
  'mimes',
  'not_one_of',
  'one_of',
  'numeric',
  'regex',
  'size',
  'url',
  'password',
  'saudiMobile',
  'personName',
] as const;
export type ValidationMessageName = (typeof VALIDATION_MESSAGE_NAMES)[number];
export type ValidationKey = `validation.${ValidationMessageName}`;

export interface ValidationMessage {
  readonly key: ValidationKey;
  readonly params: Params;
}

export type RuleName =
  | 'required'
  | 'accepted'
  | 'alpha'
  | 'alpha_num'
  | 'alpha_dash'
  | 'alpha_spaces'
  | 'between'
  | 'confirmed'
  | 'digits'
  | 'dimensions'
  | 'min_dimensions'
  | 'email'
  | 'ext'
  | 'image'
  | 'integer'
  | 'is'
  | 'is_not'
  | 'length'
  | 'max'
  | 'min'
  | 'max_value'
  | 'min_value'
  | 'mimes'
  | 'not_one_of'
  | 'one_of'
  | 'numeric'
  | 'regex'
  | 'size'
  | 'url'
  | 'password'
  | 'person_name'
  | 'saudi_mobile';

/**
 * A rule: its name and message parameters (data), and a predicate over the value that answers
 * null when the value is valid, or the message to show for `field` (a fields.json key).
 */
export interface Rule<in T> {
  readonly name: RuleName;
  readonly params: Params;
  readonly validate: (value: T, field: string) => ValidationMessage | null;
}

/** The file facts the file rules read; a browser File has them (size in bytes). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

export type Empty = null | undefined;
export type TextInput = string | Empty;
export type NumberInput = string | number | Empty;
export type FileInput = FileLike | readonly FileLike[] | Empty;

export const validationMessage = (name: ValidationMessageName, params: Params): ValidationMessage => ({
  key: `validation.${name}`,
  params,
});

/** The value a form leaves when nothing was entered; most rules let it pass (see above). */
export const isEmpty = (value: unknown): value is Empty | '' | readonly [] =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value `required` rejects: empty, whitespace only, or an unticked checkbox. */
export const isBlank = (value: unknown): boolean =>
  isEmpty(value) || value === false || (typeof value === 'string' && value.trim() === '');

/** A rule whose message always has the same parameters and that lets empty values pass. */
function skipsEmpty<T>(
  name: RuleName,
  messageName: ValidationMessageName,
  params: Params,
  accepts: (value: Exclude<T, Empty | ''>) => boolean,
): Rule<T> {
  return {
    name,
    params,
    validate: (value, field) =>
      isEmpty(value) || accepts(value as Exclude<T, Empty | ''>) ? null : validationMessage(messageName, { field, ...params }),
  };
}

/** A rule that judges every value, empty ones included. */
function judgesEmpty<T>(name: RuleName, messageName: ValidationMessageName, accepts: (value: T) => boolean): Rule<T> {
  return {
    name,
    params: {},
    validate: (value, field) => (accepts(value) ? null : validationMessage(messageName, { field })),
  };
}

// ---------------------------------------------------------------------------------------------
// Digits and numbers

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic and Persian digits become Latin digits, the Arabic decimal separator a dot. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B]/g, (char) => {
    if (char === '\u066B') return '.';
    const code = char.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** A number typed as text ("12", "-3.5", "١٢٫٥") or given as a number; NaN when it is neither. */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const latin = toLatinDigits(value);
  return /^-?\d+(\.\d+)?$/.test(latin) ? Number(latin) : Number.NaN;
}

const digitsOnly = (value: unknown): string | null => {
  const text = asText(value);
  if (text === null) return null;
  const latin = toLatinDigits(text);
  return /^\d+$/.test(latin) ? latin : null;
};

/** Characters counted as PostgreSQL counts them (code points: 👍 is one); NaN for a non-text. */
const characterCount = (text: unknown): number => (typeof text === 'string' ? [...text].length : Number.NaN);

// ---------------------------------------------------------------------------------------------
// Presence and comparison

export const required = (): Rule<unknown> => judgesEmpty('required', 'required', (value) => !isBlank(value));

/** A ticked checkbox, such as the terms when registering. */
export const accepted = (): Rule<unknown> => judgesEmpty('accepted', 'accepted', (value) => value === true);

export const is = (expected: unknown): Rule<unknown> => judgesEmpty('is', 'is', (value) => value === expected);

export const isNot = (forbidden: unknown): Rule<unknown> => judgesEmpty('is_not', 'is_not', (value) => value !== forbidden);

/** The value repeats `other` (the password it confirms), exactly. */
export const confirmed = (other: unknown): Rule<unknown> =>
  judgesEmpty('confirmed', 'confirmed', (value) => value === other);

export const oneOf = (allowed: readonly unknown[]): Rule<unknown> =>
  skipsEmpty('one_of', 'one_of', {}, (value) => allowed.includes(value));

export const notOneOf = (forbidden: readonly unknown[]): Rule<unknown> =>
  skipsEmpty('not_one_of', 'not_one_of', {}, (value) => !forbidden.includes(value));

// ---------------------------------------------------------------------------------------------
// Text

const matches = (pattern: RegExp) => (value: unknown) => typeof value === 'string' && pattern.test(value);

export const ALPHA = /^[\p{L}\p{M}]+$/u;
export const ALPHA_NUM = /^[\p{L}\p{M}\p{N}]+$/u;
export const ALPHA_DASH = /^[\p{L}\p{M}\p{N}_-]+$/u;
export const ALPHA_SPACES = /^[\p{L}\p{M}\p{Zs}]+$/u;

export const alpha = (): Rule<TextInput> => skipsEmpty('alpha', 'alpha', {}, matches(ALPHA));
export const alphaNum = (): Rule<TextInput> => skipsEmpty('alpha_num', 'alpha_num', {}, matches(ALPHA_NUM));
export const alphaDash = (): Rule<TextInput> => skipsEmpty('alpha_dash', 'alpha_dash', {}, matches(ALPHA_DASH));
export const alphaSpaces = (): Rule<TextInput> => skipsEmpty('alpha_spaces', 'alpha_spaces', {}, matches(ALPHA_SPACES));

/** A person's name in any script: words of letters joined by spaces, hyphens, apostrophes or dots
 *  ("Sara Al-Qahtani", "O'Neil", "عبدالله بن سعود"), starting and ending with a letter. */
export const PERSON_NAME = /^[\p{L}\p{M}]+(?:[\p{Zs}'’.-]+[\p{L}\p{M}]+)*\.?$/u;
export const personName = (): Rule<TextInput> => skipsEmpty('person_name', 'personName', {}, matches(PERSON_NAME));

/** Exactly `length` characters. */
export const length = (count: number): Rule<TextInput> =>
  skipsEmpty('length', 'length', { length: count }, (value) => characterCount(value) === count);

/** At most `count` characters. */
export const max = (count: number): Rule<TextInput> =>
  skipsEmpty('max', 'max', { length: count }, (value) => characterCount(value) <= count);

/** At least `count` characters. */
export const min = (count: number): Rule<TextInput> =>
  skipsEmpty('min', 'min', { length: count }, (value) => characterCount(value) >= count);

/** The whole value matches `pattern` as given (anchor it); its g and y flags are ignored. */
export const regex = (pattern: RegExp): Rule<TextInput> => {
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return skipsEmpty('regex', 'regex', {}, matches(stateless));
};

/** The standard address pattern (vee-validate's, as the specification's forms used). */
export const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const email = (): Rule<TextInput> => skipsEmpty('email', 'email', {}, matches(EMAIL));

/** An absolute http or https address with a host; other schemes (javascript:, data:) are refused. */
export function isWebUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const url = (): Rule<TextInput> =>
  skipsEmpty('url', 'url', {}, (value) => typeof value === 'string' && isWebUrl(value));

// ---------------------------------------------------------------------------------------------
// Numbers

/** Only digits (no sign, no decimal point). */
export const numeric = (): Rule<NumberInput> => skipsEmpty('numeric', 'numeric', {}, (value) => digitsOnly(value) !== null);

/** A whole number, optionally negative. */
export const integer = (): Rule<NumberInput> =>
  skipsEmpty('integer', 'integer', {}, (value) => {
    if (typeof value === 'number') return Number.isInteger(value);
    return typeof value === 'string' && /^-?\d+$/.test(toLatinDigits(value));
  });

/** Exactly `count` digits, such as a verification code. */
export const digits = (count: number): Rule<NumberInput> =>
  skipsEmpty('digits', 'digits', { length: count }, (value) => digitsOnly(value)?.length === count);

/** A number from `minimum` to `maximum`, both included. */
export const between = (minimum: number, maximum: number): Rule<NumberInput> =>
  skipsEmpty('between', 'between', { min: minimum, max: maximum }, (value) => {
    const number = readNumber(value);
    return number >= minimum && number <= maximum;
  });

/** What a rule's bounds are counted in when they are not plain numbers: halalas, which a message shows as money. */
export const HALALAS_UNIT = 'halalas';

/** The rule, its bounds (`min`, `max`) marked as halalas: a message then shows them as the money they are. */
export const inHalalas = <T>(rule: Rule<T>): Rule<T> => ({
  ...rule,
  params: { ...rule.params, unit: HALALAS_UNIT },
  validate: (value, field) => {
    const message = rule.validate(value, field);
    return message === null ? null : { ...message, params: { ...message.params, unit: HALALAS_UNIT } };
  },
});

/** A message's numeric bounds (`min`, `max`) written for people: as money when they are halalas, as numbers otherwise. */
export function displayedBounds(params: Params, format: { readonly number: (value: number) => string; readonly money: (halalas: number) => string }): Record<string, string> {
  const bounds: Record<string, string> = {};
  for (const key of ['min', 'max'] as const) {
    const value = params[key];
    if (typeof value === 'number') bounds[key] = params.unit === HALALAS_UNIT ? format.money(value) : format.number(value);
  }
  return bounds;
}

export const maxValue = (maximum: number): Rule<NumberInput> =>
  skipsEmpty('max_value', 'max_value', { max: maximum }, (value) => readNumber(value) <= maximum);

export const minValue = (minimum: number): Rule<NumberInput> =>
  skipsEmpty('min_value', 'min_value', { min: minimum }, (value) => readNumber(value) >= minimum);

// ---------------------------------------------------------------------------------------------
// Files (one file or several; every file must pass)

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).size === 'number' &&
  typeof (value as FileLike).type === 'string';

const everyFile = (value: FileLike | readonly FileLike[], accepts: (file: FileLike) => boolean): boolean =>
  (Array.isArray(value) ? (value as readonly unknown[]) : [value]).every((file) => isFileLike(file) && accepts(file));

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The file name ends in one of `extensions` (without the dot, any letter case). */
export const ext = (extensions: readonly string[]): Rule<FileInput> => {
  const allowed = extensions.map((extension) => extension.toLowerCase());
  return skipsEmpty('ext', 'ext', { extensions: extensions.join(', ') }, (value) =>
    everyFile(value, (file) => allowed.includes(extensionOf(file.name))),
  );
};

/** The specification's image extensions, plus webp which its image rule adds. */
export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp'] as const;

export const image = (): Rule<FileInput> =>
  skipsEmpty('image', 'image', {}, (value) =>
    everyFile(value, (file) => (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))),
  );

/** The file's MIME type is one of `types`; "image/*" stands for every image type. */
export const mimes = (types: readonly string[]): Rule<FileInput> => {
  const allowed = types.map((type) => type.toLowerCase());
  const fits = (type: string) =>
    allowed.some((pattern) =>
      pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) && type.length > pattern.length - 1 : type === pattern,
    );
  return skipsEmpty('mimes', 'mimes', { types: types.join(', ') }, (value) =>
    everyFile(value, (file) => fits(file.type.toLowerCase())),
  );
};

export const BYTES_PER_KB = 1024;

/** Each file is at most `kilobytes` KB (1 KB = 1024 bytes) large. */
export const size = (kilobytes: number): Rule<FileInput> =>
  skipsEmpty('size', 'size', { size: kilobytes }, (value) =>
    everyFile(value, (file) => file.size <= kilobytes * BYTES_PER_KB),
  );

/** The image is exactly `width` × `height` pixels. */
export const dimensions = (width: number, height: number): Rule<ImageDimensions | Empty> =>
  skipsEmpty('dimensions', 'dimensions', { width, height }, (value) => value.width === width && value.height === height);

/**
 * The image is at least `width` × `height` pixels. Not in the specification, whose `dimensions`
 * asks for an exact size: photos come in every size, so this rule asks only for enough pixels.
 */
export const minDimensions = (width: number, height: number): Rule<ImageDimensions | Empty> =>
  skipsEmpty('min_dimensions', 'minDimensions', { width, height }, (value) => value.width >= width && value.height >= height);

// ---------------------------------------------------------------------------------------------
// Passwords

export const PASSWORD_MIN_LENGTH = 8;

/** The four classes a password must each contain at least once. */
export const PASSWORD_CLASSES = {
  uppercase: /\p{Lu}/u,
  lowercase: /\p{Ll}/u,
  number: /\p{Nd}/u,
  symbol: /[\p{P}\p{S}]/u,
} as const;

export const password = (): Rule<TextInput> => ({
  name: 'password',
  params: {},
  validate: (value, field) => {
    if (isEmpty(value)) return null;
    if (typeof value !== 'string') return validationMessage('password', { field });
    if (characterCount(value) < PASSWORD_MIN_LENGTH) return validationMessage('min', { field, length: PASSWORD_MIN_LENGTH });
    const strong = Object.values(PASSWORD_CLASSES).every((pattern) => pattern.test(value));
    return strong ? null : validationMessage('password', { field });
  },
});

// ---------------------------------------------------------------------------------------------
// Saudi mobile numbers

/**
 * A Saudi mobile number in its one stored form, +9665XXXXXXXX, from 05XXXXXXXX, 9665XXXXXXXX or
 * +9665XXXXXXXX (spaces and dashes between digits allowed, Arabic-Indic digits read as Latin);
 * null when it is none of these.
 */
export function normaliseSaudiMobile(input: string): string | null {
  const compact = toLatinDigits(input.trim()).replace(/(?<=\d)[ -](?=\d)/g, '');
  const match = /^(?:\+966|966|0)(5\d{8})$/.exec(compact);
  return match ? `+966${match[1]}` : null;
}

export const saudiMobile = (): Rule<TextInput> =>
  skipsEmpty('saudi_mobile', 'saudiMobile', {}, (value) => typeof value === 'string' && normaliseSaudiMobile(value) !== null);
