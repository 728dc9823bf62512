import { Struct, validate } from 'superstruct';

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string };

/**
 * Checks a value against a schema the same way on both sides: coercions and defaults applied,
 * unknown keys dropped, every failing field with its message.
 */
export function check<T>(schema: Struct<T, any>, value: unknown): ValidationResult<T> {
  try {
    return failuresOf(schema, value);
  } catch {
    // superstruct writes a wrong value into its message with `${value}`, which throws for an object whose
    // toString or valueOf is not a function ({"id": {"toString": ""}} in JSON).
    return { ok: false, errors: { body: UNREADABLE_VALUE }, message: UNREADABLE_VALUE };
  }
}

export const UNREADABLE_VALUE = 'A value in the body is an object where text or a number is expected';

function failuresOf<T>(schema: Struct<T, any>, value: unknown): ValidationResult<T> {
  const [error, result] = validate(value, schema, { coerce: true, mask: true });
  if (!error) return { ok: true, value: result as T };
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const path = failure.path.join('.') || 'body';
    errors[path] ??= failure.message;
  }
  const message = Object.entries(errors)
    .map(([path, text]) => (path === 'body' ? text : `${path}: ${text}`))
    .join('; ');
  return { ok: false, errors, message };
}

/**
 * `first` when `isFirst(value)`, else `second`. Unlike superstruct's `union`, a failure is the chosen
 * struct's own message, and both branches stay readable in `schema` for the API description.
 * `isFirst` must answer the same before and after the chosen struct's coercion.
 */
export function either<A, B>(
  isFirst: (value: unknown) => boolean,
  first: Struct<A, any>,
  second: Struct<B, any>,
): Struct<A | B, readonly [Struct<A, any>, Struct<B, any>]> {
  const pick = (value: unknown): Struct<any, any> => (isFirst(value) ? first : second);
  return new Struct<A | B, readonly [Struct<A, any>, Struct<B, any>]>({
    type: 'either',
    schema: [first, second],
    coercer: (value, context) => pick(value).coercer(value, context),
    validator: (value, context) => pick(value).validator(value, context),
    refiner: (value, context) => pick(value).refiner(value as never, context),
    *entries(value, context) {
      yield* pick(value).entries(value, context);
    },
  });
}
