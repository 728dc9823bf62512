import {
  check,
  composeTradeInMessage,
  tradeInSchema,
  TRADE_IN_REQUIRED_MESSAGE,
  type FieldErrors,
  type TradeInForm,
  type TradeInInquiryPayload,
} from '@caliber/contracts';

/** The trade-in form as react-final-form holds it: every field text, an emptied one undefined. */
export type TradeInValues = Partial<Record<keyof TradeInForm, string>>;

export type TradeInCheck =
  | { ok: true; payload: TradeInInquiryPayload }
  | { ok: false; missingRequired: boolean; errors: FieldErrors };

/**
 * Trims every answer and checks it with the trade-in schema the BFF checks it with again; sends the answers
 * with the spec's inquiry fields (the composed message, `watchId` 1: docs/api.md). A field of spaces counts
 * as empty, so it fails the required check instead of being sent.
 */
export function toTradeInInquiry(values: TradeInValues): TradeInCheck {
  const trimmed: TradeInValues = {};
  for (const [key, value] of Object.entries(values) as [keyof TradeInForm, string | undefined][]) {
    const text = value?.trim();
    if (text) trimmed[key] = text;
  }
  const result = check(tradeInSchema, trimmed);
  if (!result.ok) {
    const missingRequired = Object.values(result.errors).includes(TRADE_IN_REQUIRED_MESSAGE);
    return { ok: false, missingRequired, errors: result.errors };
  }
  const form = result.value;
  return {
    ok: true,
    payload: { ...form, phone: form.phone || '', message: composeTradeInMessage(form), watchId: 1, kind: 'trade-in' },
  };
}
