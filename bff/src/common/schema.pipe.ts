import { check } from '@caliber/contracts';
import { Injectable, type PipeTransform } from '@nestjs/common';
import type { Struct } from 'superstruct';
import { badRequest } from './api-error.js';

/** Checks a body or query against a contracts schema: the same rules the forms use. */
@Injectable()
export class SchemaPipe<T> implements PipeTransform<unknown, T> {
  /** Public: the API description reads the schema a handler's body or query is checked against. */
  constructor(readonly schema: Struct<T, any>) {}

  transform(value: unknown): T {
    const result = check(this.schema, value ?? {});
    if (!result.ok) throw badRequest(result.message);
    return result.value;
  }
}
