/** A CHECK expression that a column holds one of a contract's values: `status IN ('new', 'answered')`. */
export function oneOf(column: string, values: readonly string[]): string {
  return `${column} IN (${values.map((value) => `'${value}'`).join(', ')})`;
}
