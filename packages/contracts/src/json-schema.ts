import { Struct } from 'superstruct';

/** JSON Schema 2020-12 keywords (the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * Gives a rule superstruct cannot show (a `define`, a coercion) its JSON Schema keywords as the struct's
 * `schema`, built from the same limits as its check; the BFF's API description reads them (docs/api.md).
 */
export function withJsonSchema<T>(struct: Struct<T, null | JsonSchema>, keywords: JsonSchema): Struct<T, JsonSchema> {
  return new Struct<T, JsonSchema>({ ...struct, schema: keywords });
}

/** The JSON Schema pattern of a rule checked on the trimmed value: the same expression, spaces allowed around it. */
export function trimmedPattern(rule: RegExp): string {
  return `^\\s*(?:${rule.source.replace(/^\^|\$$/g, '')})\\s*$`;
}

export const NOT_BLANK_PATTERN = '\\S';
