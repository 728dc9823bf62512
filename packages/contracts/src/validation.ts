import { validate, type Struct } from 'superstruct';

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string };

/**
 * Checks a value against a schema the same way on both sides: coercions and defaults applied,
 * unknown keys dropped, every failing field with its message.
 */
export function check<T>(schema: Struct<T, any>, value: unknown): ValidationResult<T> {
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
