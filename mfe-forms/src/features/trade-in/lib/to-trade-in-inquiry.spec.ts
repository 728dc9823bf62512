import { TRADE_IN_REQUIRED_MESSAGE } from '@caliber/contracts';
import { describe, expect, it } from 'vitest';
import { toTradeInInquiry } from './to-trade-in-inquiry';

const complete = {
  currentWatchBrand: ' Rolex ',
  currentWatchModel: 'Submariner Date',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
};

describe('toTradeInInquiry', () => {
  it('refuses a required field made only of spaces', () => {
    const result = toTradeInInquiry({ ...complete, currentWatchModel: '   ' });
    expect(result).toMatchObject({ ok: false, missingRequired: true });
    if (!result.ok) expect(result.errors.currentWatchModel).toBe(TRADE_IN_REQUIRED_MESSAGE);
  });

  it.each(['currentWatchBrand', 'currentWatchModel', 'name', 'email'] as const)('requires %s', (field) => {
    expect(toTradeInInquiry({ ...complete, [field]: undefined })).toMatchObject({ ok: false, missingRequired: true });
  });

  it('reports a malformed email as a field error, not as a missing field', () => {
    const result = toTradeInInquiry({ ...complete, email: 'ada@example' });
    expect(result).toMatchObject({ ok: false, missingRequired: false });
  });

  it('sends the answers, and composes the message with the spec wording for blank answers and an empty phone', () => {
    const result = toTradeInInquiry(complete);
    expect(result).toEqual({
      ok: true,
      payload: {
        currentWatchBrand: 'Rolex',
        currentWatchModel: 'Submariner Date',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '',
        watchId: 1,
        kind: 'trade-in',
        message: [
          'Trade-in request',
          'Current watch: Rolex Submariner Date',
          'Year: Not specified',
          'Original box: Not specified',
          'Papers: Not specified',
          'Looking for: Open to suggestions',
          'Additional notes: None',
        ].join('\n'),
      },
    });
  });

  it('carries every answer, trimmed, into the payload', () => {
    const result = toTradeInInquiry({
      ...complete,
      currentWatchYear: ' 2019 ',
      hasBox: 'yes',
      hasPapers: 'unsure',
      desiredWatch: 'Patek Philippe Aquanaut',
      phone: ' +1 214 555 0100 ',
      additionalNotes: 'Serviced 2023',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({ phone: '+1 214 555 0100', currentWatchYear: '2019', hasBox: 'yes', hasPapers: 'unsure', desiredWatch: 'Patek Philippe Aquanaut' });
    expect(result.payload.message).toContain('Year: 2019');
    expect(result.payload.message).toContain('Original box: yes');
    expect(result.payload.message).toContain('Papers: unsure');
    expect(result.payload.message).toContain('Looking for: Patek Philippe Aquanaut');
    expect(result.payload.message).toContain('Additional notes: Serviced 2023');
  });
});
