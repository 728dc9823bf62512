import { check, type FieldErrors } from '@caliber/contracts';
import type { Struct } from 'superstruct';

/** A react-final-form `validate` backed by the same superstruct schema the BFF checks. */
export function validateWith<T>(schema: Struct<T, any>) {
  return (values: object): FieldErrors | undefined => {
    const result = check(schema, values);
    return result.ok ? undefined : result.errors;
  };
}
