import { check, type FieldErrors } from '@caliber/contracts';
import type { Struct } from 'superstruct';

/**
 * A react-final-form `validate` backed by the schema the BFF checks, after `prepare` turns form values
 * into what is sent. Errors land under their fields ('Required' by default).
 */
export function validateWith<T, V extends object>(schema: Struct<T, any>, prepare: (values: V) => unknown = (values) => values) {
  return (values: V): FieldErrors | undefined => {
    const result = check(schema, prepare(values));
    return result.ok ? undefined : result.errors;
  };
}
