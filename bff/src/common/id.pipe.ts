import type { JsonSchema } from '@caliber/contracts';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { badRequest } from './api-error.js';

const MAX_ID = 2_147_483_647;

/** A path id: a positive whole number that fits the serial columns, else 400 saying so. */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  static readonly jsonSchema: JsonSchema = { type: 'integer', minimum: 1, maximum: MAX_ID };

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1 && id <= MAX_ID)) throw badRequest(`The id in the path must be a positive whole number (got "${value}")`);
    return id;
  }
}
