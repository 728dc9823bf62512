import {
  AVAILABILITIES,
  blankAsAbsent,
  check,
  email,
  id,
  imageUrl,
  itemId,
  nonNegativeInteger,
  operatorPassword,
  requiredText,
  slug,
  watchFieldPatchSchema,
  watchFormSchema,
  watchUpdateSchema,
} from '@caliber/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { boolean, defaulted, define, enums, nullable, object, optional, string, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { StructJsonSchemas } from './struct-json-schema.js';

const ajv = new Ajv2020({ strictSchema: true, allErrors: true });

/** Values as they arrive in a JSON body, with the edge cases of text fields made likely. */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.string({ maxLength: 12 }).map((text) => ` ${text} `),
  fc.constantFrom('', '   ', '0', 'sold', 'on_hold', ' sold', '007', '12.5', '-3', 'all-watches', 'a@b.co', ' a@b.co ', '/uploads/a.jpg', 'https://x.io/a.jpg', '123456789012'),
  fc.integer({ min: -5, max: 1e6 }),
  fc.stringMatching(/^[a-z0-9]{1,4}(-[a-z0-9]{1,4}){0,2}$/),
  fc.stringMatching(/^\d{1,12}(\.\d{1,3})?$/),
);

/** The rules the document states exactly: its verdict must be the server's for any value. */
const EXACT: Record<string, Struct<any, any>> = {
  requiredText: requiredText(10),
  email: email(),
  imageUrl,
  slug,
  id,
  itemId,
  nonNegativeInteger,
  operatorPassword,
  blankChoice: optional(blankAsAbsent(enums(AVAILABILITIES))),
  blankId: optional(blankAsAbsent(id)),
};

describe('struct to JSON Schema', () => {
  for (const [name, struct] of Object.entries(EXACT)) {
    it(`${name}: the schema accepts exactly what the struct accepts`, () => {
      const matches = ajv.compile(new StructJsonSchemas().schemaOf(struct));
      fc.assert(
        fc.property(jsonValue, (value) => {
          expect(matches(value), JSON.stringify(value)).toBe(check(struct, value).ok);
        }),
        { numRuns: 2000 },
      );
    });
  }

  it('reads required, optional, nullable and default fields from the struct itself', () => {
    const schema = new StructJsonSchemas().schemaOf(
      object({ name: string(), nickname: optional(string()), partner: nullable(object({ name: string() })), featured: defaulted(boolean(), false) }),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        nickname: { type: 'string' },
        partner: { anyOf: [{ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }, { type: 'null' }] },
        featured: { type: 'boolean', default: false },
      },
      required: ['name', 'partner'],
    });
  });

  it('names the structs it is given once, under components, and refers to them', () => {
    const schemas = new StructJsonSchemas(new Map<Struct<any, any>, string>([[watchFormSchema, 'WatchForm'], [watchUpdateSchema, 'WatchUpdate']]));
    expect(schemas.schemaOf(watchUpdateSchema)).toEqual({ $ref: '#/components/schemas/WatchUpdate' });
    expect(schemas.components.WatchUpdate).toEqual({ anyOf: [watchFieldPatchSchema.schema, { $ref: '#/components/schemas/WatchForm' }] });
    expect(Object.keys(schemas.components).sort()).toEqual(['WatchForm', 'WatchUpdate']);
  });

  it('refuses a rule that carries no JSON Schema, rather than describe it as anything', () => {
    const opaque = object({ code: define<string>('voucherCode', (value) => typeof value === 'string') });
    expect(() => new StructJsonSchemas().schemaOf(opaque)).toThrow('The struct "voucherCode" has no JSON Schema');
  });
});
