import type { FieldMetaState } from 'react-final-form';

/** The message to show under a field: only once the visitor has left it or tried to submit. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  return (meta.error as string | undefined) ?? (meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined));
}
