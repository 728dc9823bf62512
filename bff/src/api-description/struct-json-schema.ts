import type { JsonSchema } from '@caliber/contracts';
import { validate, type Struct } from 'superstruct';

type AnyStruct = Struct<any, any>;

export interface PropertySchema {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/**
 * Turns superstruct structs into JSON Schema 2020-12 by walking their `type` and `schema`; a `define`d rule
 * carries its own keywords (`withJsonSchema` in contracts). Optional, nullable and default values are read
 * by asking the struct itself about `undefined` and `null`, so they cannot drift from the checks.
 * Named structs land once in `components` and are referred to by `$ref` (docs/api.md).
 */
export class StructJsonSchemas {
  readonly components: Record<string, JsonSchema> = {};

  constructor(private readonly names: ReadonlyMap<AnyStruct, string> = new Map()) {}

  schemaOf(struct: AnyStruct): JsonSchema {
    const name = this.names.get(struct);
    if (!name) return this.convert(struct);
    this.components[name] ??= this.convert(struct);
    return { $ref: `#/components/schemas/${name}` };
  }

  /** The fields of an object struct one by one, as query parameters need them. */
  propertiesOf(struct: AnyStruct): PropertySchema[] {
    if (!isObjectStruct(struct)) throw new Error(`Expected an object struct, got "${struct.type}"`);
    return Object.entries(struct.schema as Record<string, AnyStruct>).map(([name, field]) => ({
      name,
      schema: this.schemaOf(field),
      required: !accepts(field, undefined),
    }));
  }

  private convert(struct: AnyStruct): JsonSchema {
    const schema = this.shapeOf(struct);
    const [error, fallback] = validate(undefined, struct, { coerce: true });
    const withDefault = !error && fallback !== undefined ? { ...schema, default: fallback } : schema;
    // A blank value the struct reads as absent (a query filter's "all") is part of what the API accepts.
    const withBlank = accepts(struct, '') && !admitsBlank(withDefault) ? { anyOf: [withDefault, BLANK_TEXT] } : withDefault;
    return accepts(struct, null) && !admitsNull(withBlank) ? { anyOf: [withBlank, { type: 'null' }] } : withBlank;
  }

  private shapeOf(struct: AnyStruct): JsonSchema {
    switch (struct.type) {
      case 'object':
      case 'type':
        return this.objectSchema(struct);
      case 'array':
        return struct.schema ? { type: 'array', items: this.schemaOf(struct.schema) } : { type: 'array' };
      case 'enums':
        return { enum: Object.values(struct.schema as Record<string, unknown>) };
      case 'literal':
        return { const: struct.schema };
      case 'either':
        return { anyOf: (struct.schema as AnyStruct[]).map((branch) => this.schemaOf(branch)) };
      case 'string':
      case 'number':
      case 'integer':
      case 'boolean':
        return { type: struct.type };
      default:
        if (isKeywords(struct.schema)) return struct.schema;
        throw new Error(`The struct "${struct.type}" has no JSON Schema: give it one with withJsonSchema (docs/api.md)`);
    }
  }

  private objectSchema(struct: AnyStruct): JsonSchema {
    const properties = this.propertiesOf(struct);
    const required = properties.filter((property) => property.required).map((property) => property.name);
    return {
      type: 'object',
      properties: Object.fromEntries(properties.map((property) => [property.name, property.schema])),
      ...(required.length > 0 ? { required } : {}),
    };
  }
}

/** Whether the struct passes `value` the way the server checks it (with coercion). */
function accepts(struct: AnyStruct, value: unknown): boolean {
  return !validate(value, struct, { coerce: true })[0];
}

function isObjectStruct(struct: AnyStruct): boolean {
  return (struct.type === 'object' || struct.type === 'type') && isKeywords(struct.schema);
}

function isKeywords(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const BLANK_TEXT: JsonSchema = { type: 'string', pattern: '^\\s*$', description: 'Blank: the same as leaving the field out.' };

function admitsBlank(schema: JsonSchema): boolean {
  const { type, enum: values, const: constant, pattern, minLength, anyOf } = schema;
  if (Array.isArray(anyOf)) return anyOf.some(admitsBlank);
  if (Array.isArray(values)) return values.includes('');
  if (constant !== undefined) return constant === '';
  if (type !== 'string' && !(Array.isArray(type) && type.includes('string'))) return false;
  if (typeof minLength === 'number' && minLength > 0) return false;
  return typeof pattern !== 'string' || new RegExp(pattern).test('');
}

function admitsNull(schema: JsonSchema): boolean {
  const { type, anyOf } = schema;
  return type === 'null' || (Array.isArray(type) && type.includes('null')) || (Array.isArray(anyOf) && anyOf.some(admitsNull));
}
