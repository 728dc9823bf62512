import type { Struct } from 'superstruct';

/**
 * Who reads a variable: the BFF, the worker, every process that opens the database (through
 * `@caliber/db`), the demo seed, and the command-line steps (`npm start`'s preparation, `npm run admin:create`).
 */
export type Reader = 'bff' | 'worker' | 'db' | 'seed' | 'cli';
export const READERS: readonly Reader[] = ['bff', 'worker', 'db', 'seed', 'cli'];

/** One environment variable: its type, default, readers and meaning. */
export interface Variable<T = unknown, R extends Reader = Reader, D extends T | null = T | null> {
  readers: readonly R[];
  type: Struct<T, null>;
  /** null: unset unless given (or computed by the reader, see `defaultText`). */
  default: D;
  /** One line for the README and `.env.example`. */
  description: string;
  /** The default in words (Markdown), when it is computed from another variable or depends on the machine. */
  defaultText?: string;
  /** A secret is never repeated in a message. */
  secret?: boolean;
}

type VariableSpec<T, R extends Reader> = Omit<Variable<T, R>, 'default'>;

export function variable<T, R extends Reader>(spec: VariableSpec<T, R> & { default: NoInfer<T> }): Variable<T, R, T>;
export function variable<T, R extends Reader>(spec: VariableSpec<T, R>): Variable<T, R, null>;
export function variable(spec: VariableSpec<unknown, Reader> & { default?: unknown }): Variable {
  return { ...spec, default: spec.default ?? null };
}

/** The value a reader gets: the type, or null when there is no default and the variable is unset. */
export type ValueOf<V> = V extends { type: Struct<infer T, null>; default: infer D } ? (null extends D ? T | null : T) : never;
export type ReadersOf<V> = V extends { readers: readonly (infer R)[] } ? R : never;
