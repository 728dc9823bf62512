import { IMPORT_ACTIONS } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { JobInputError } from '../queues/job-failure.js';
import { missingMessage, MissingFieldsError } from './listing-fields.js';

describe('the messages of a listing that lacks fields', () => {
  it('from a preview, sends the operator to Edit Details for the fields it names', () => {
    expect(missingMessage(['movement', 'caseSize'], 'preview')).toBe(
      "The listing gives no movement or case size; fill them in with 'Edit Details', then import it",
    );
    expect(missingMessage(['reference'], 'preview')).toBe("The listing gives no reference; fill it in with 'Edit Details', then import it");
  });

  it('from a store import, sends the operator to the item-id preview first', () => {
    expect(missingMessage(['reference'], 'store')).toBe(
      `The listing gives no reference; use '${IMPORT_ACTIONS.openInItemPreview}', fill in the reference with 'Edit Details', then import it`,
    );
  });

  it('sends missing pictures to eBay, since no preview can add them', () => {
    expect(missingMessage(['images'], 'preview')).toBe('The listing gives no pictures; add pictures to the listing on eBay, then import it');
    expect(missingMessage(['images'], 'store')).toBe('The listing gives no pictures; add pictures to the listing on eBay, then import it');
    expect(missingMessage(['caseSize', 'images'], 'preview')).toBe(
      "The listing gives no case size or pictures; add pictures to the listing on eBay, fill in the case size with 'Edit Details', then import it",
    );
  });

  it('names only buttons the import screen has', () => {
    const named = (message: string) => [...message.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    const actions: string[] = Object.values(IMPORT_ACTIONS);
    for (const origin of ['preview', 'store'] as const) {
      for (const missing of [['brand'], ['movement', 'caseSize', 'images'], ['images']] as const) {
        expect(named(missingMessage([...missing], origin)).every((name) => actions.includes(name))).toBe(true);
      }
    }
  });

  it('is a 400 input error carrying the fields, with the preview message', () => {
    const error = new MissingFieldsError(['movement', 'caseSize']);
    expect(error).toBeInstanceOf(JobInputError);
    expect(error.status).toBe(400);
    expect(error.missing).toEqual(['movement', 'caseSize']);
    expect(error.message).toBe(missingMessage(['movement', 'caseSize'], 'preview'));
  });
});
