import type { FieldMetaState } from 'react-final-form';

/** The message under a field: once the operator has left it or tried to submit. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  return meta.touched ? (meta.error as string | undefined) : undefined;
}
