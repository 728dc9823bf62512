import { coerce, define, string, type Struct } from 'superstruct';

/** Field maxima (docs/architecture.md), one place for form and server alike. */
export const LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  watchText: 200,
  description: 10_000,
  collectionDescription: 2000,
  slug: 160,
  url: 2048,
  gallery: 24,
  username: 64,
  password: 200,
} as const;

export const REQUIRED_MESSAGE = 'Required';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_PATTERN = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

const tooLong = (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`;

/** A required text field: not blank, at most `max` characters. */
export function requiredText(max: number, requiredMessage = REQUIRED_MESSAGE): Struct<string, null> {
  return define<string>('requiredText', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
    return value.length <= max || tooLong(max);
  });
}

/** An optional text field: absent, null, or at most `max` characters (may be empty). */
export function optionalText(max: number): Struct<string | null | undefined, null> {
  return define<string | null | undefined>('optionalText', (value) => {
    if (value === undefined || value === null) return true;
    if (typeof value !== 'string') return 'Must be text';
    return value.length <= max || tooLong(max);
  });
}

export function email(requiredMessage = REQUIRED_MESSAGE): Struct<string, null> {
  return define<string>('email', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
    if (value.length > LIMITS.email) return tooLong(LIMITS.email);
    return EMAIL_PATTERN.test(value.trim()) || 'Please enter a valid email address';
  });
}

/** An image address: a path on this site (/uploads/…) or an http(s) URL. */
export const imageUrl = define<string>('imageUrl', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return REQUIRED_MESSAGE;
  if (value.length > LIMITS.url) return tooLong(LIMITS.url);
  return URL_PATTERN.test(value.trim()) || 'Must be an image URL starting with / or https://';
});

const positiveIntegerStruct = define<number>('id', (value) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || 'Must be a positive whole number',
);

/** A record id; numeric strings are accepted ("collection ids are parsed as integers"). */
export const id = coerce(positiveIntegerStruct, string(), (value) =>
  /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value,
);

/** Reads a number typed into a text or number input as a number, and a blank one as absent. */
export function numberFromInput<T>(struct: Struct<T, null>): Struct<T, null> {
  return coerce(struct, string(), (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
  });
}

export const nonNegativeInteger = define<number>('nonNegativeInteger', (value) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || 'Must be a whole number of 0 or more',
);

