import { coerce, define, string, type Struct } from 'superstruct';
import { NOT_BLANK_PATTERN, trimmedPattern, withJsonSchema, type JsonSchema } from './json-schema.js';

/** Field maxima, one place for the forms, the API's checks and the database's column lengths. */
export const LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  watchText: 200,
  description: 10_000,
  collectionDescription: 2000,
  slug: 160,
  /** An imported watch's marketplace and its listing id there. */
  source: 40,
  url: 2048,
  gallery: 24,
  username: 64,
  password: 200,
  unsubscribeToken: 200,
  confirmationToken: 200,
  /** An authenticator's code or a recovery code, with room for the spaces and hyphens people type. */
  secondFactorCode: 32,
} as const;

/** An operator's username, and the shortest password an operator may have (`npm run admin:create`, ADMIN_PASSWORD). */
export const OPERATOR_USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9._-]{1,${LIMITS.username}}$`);
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

export const REQUIRED_MESSAGE = 'Required';
/** `?`, `&` and line breaks are refused so that an address cannot add headers or recipients to a mailto: link (docs/architecture.md). */
export const EMAIL_PATTERN = /^[^\s@?&]+@[^\s@?&]+\.[^\s@?&]+$/;
const EMAIL_UNSAFE = /[?&\s]/;
export const EMAIL_UNSAFE_MESSAGE = 'An e-mail address cannot contain ?, &, spaces or line breaks';
const URL_PATTERN = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

const tooLong = (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`;

/** A new operator password: at least {@link OPERATOR_PASSWORD_MIN_LENGTH} characters, at most LIMITS.password. */
export const operatorPassword: Struct<string, JsonSchema> = withJsonSchema(
  define<string>('operatorPassword', (value) => {
    if (typeof value !== 'string' || value === '') return REQUIRED_MESSAGE;
    // Characters as a person (and JSON Schema's minLength) counts them: code points, not UTF-16 units.
    if ([...value].length < OPERATOR_PASSWORD_MIN_LENGTH) return `Must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`;
    return value.length <= LIMITS.password || tooLong(LIMITS.password);
  }),
  { type: 'string', minLength: OPERATOR_PASSWORD_MIN_LENGTH, maxLength: LIMITS.password },
);

/** A required text field: not blank, at most `max` characters. */
export function requiredText(max: number, requiredMessage = REQUIRED_MESSAGE): Struct<string, JsonSchema> {
  const check = define<string>('requiredText', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
    return value.length <= max || tooLong(max);
  });
  return withJsonSchema(check, { type: 'string', maxLength: max, pattern: NOT_BLANK_PATTERN });
}

/** An optional text field: absent, null, or at most `max` characters (may be empty). */
export function optionalText(max: number): Struct<string | null | undefined, JsonSchema> {
  const check = define<string | null | undefined>('optionalText', (value) => {
    if (value === undefined || value === null) return true;
    if (typeof value !== 'string') return 'Must be text';
    return value.length <= max || tooLong(max);
  });
  return withJsonSchema(check, { type: ['string', 'null'], maxLength: max });
}

export function email(requiredMessage = REQUIRED_MESSAGE): Struct<string, JsonSchema> {
  const check = define<string>('email', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
    if (value.length > LIMITS.email) return tooLong(LIMITS.email);
    if (EMAIL_UNSAFE.test(value.trim())) return EMAIL_UNSAFE_MESSAGE;
    return EMAIL_PATTERN.test(value.trim()) || 'Please enter a valid email address';
  });
  return withJsonSchema(check, { type: 'string', maxLength: LIMITS.email, pattern: trimmedPattern(EMAIL_PATTERN) });
}

/** An image address: a path on this site (/uploads/…) or an http(s) URL. */
export const imageUrl = withJsonSchema(
  define<string>('imageUrl', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return REQUIRED_MESSAGE;
    if (value.length > LIMITS.url) return tooLong(LIMITS.url);
    return URL_PATTERN.test(value.trim()) || 'Must be an image URL starting with / or https://';
  }),
  { type: 'string', maxLength: LIMITS.url, pattern: trimmedPattern(URL_PATTERN) },
);

/** A whole number within `min`..`max`, as the rule of a `define`d field and its JSON Schema. */
export function wholeNumber(name: string, min: number, max: number, message: string): Struct<number, JsonSchema> {
  const check = define<number>(name, (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max) || message);
  return withJsonSchema(check, { type: 'integer', minimum: min, maximum: max });
}

const ID_TEXT = /^\d{1,15}$/;

/** A record id, `message` when it is wrong; numeric strings are accepted ("collection ids are parsed as integers"). */
export function recordId(message: string): Struct<number, JsonSchema> {
  const positive = wholeNumber('id', 1, Number.MAX_SAFE_INTEGER, message);
  const read = coerce(positive, string(), (value) => (ID_TEXT.test(value.trim()) ? Number(value.trim()) : value));
  return withJsonSchema(read, { anyOf: [positive.schema, { type: 'string', pattern: trimmedPattern(/^(?!0+\s*$)\d{1,15}$/) }] });
}

export const id = recordId('Must be a positive whole number');

/**
 * A query filter whose blank value (`?status=`, the "all" of a select) means no filter, as a form
 * sends it; any other value must pass `struct`.
 */
export function blankAsAbsent<T, S>(struct: Struct<T, S>): Struct<T, S> {
  return coerce(struct, string(), (value) => (value.trim() === '' ? undefined : value));
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** Reads a number typed into a text or number input as a number, and a blank one as absent. */
export function numberFromInput<T>(struct: Struct<T, JsonSchema>): Struct<T, JsonSchema> {
  const read = coerce(struct, string(), (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : value;
  });
  const asText = {
    type: 'string',
    pattern: `${trimmedPattern(NUMBER_TEXT)}|^\\s*$`,
    description: 'The number as text: its range is checked once it is read, and blank text counts as absent.',
  };
  return withJsonSchema(read, { anyOf: [struct.schema, asText] });
}

export const nonNegativeInteger = wholeNumber('nonNegativeInteger', 0, Number.MAX_SAFE_INTEGER, 'Must be a whole number of 0 or more');
