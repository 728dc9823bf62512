import { assign, enums, literal, object, optional, type Infer } from 'superstruct';
import { email, id, LIMITS, optionalText, requiredText } from './fields.js';

export const TRADE_IN_ANSWERS = ['yes', 'no', 'unsure'] as const;
export type TradeInAnswer = (typeof TRADE_IN_ANSWERS)[number];
export const TRADE_IN_REQUIRED_TITLE = 'Please fill in required fields';
export const TRADE_IN_REQUIRED_MESSAGE = 'Brand, model, name, and email are required.';

/**
 * The trade-in form's rules (docs/storefront.md), checked by the form before it sends and by the BFF
 * (inside {@link tradeInInquirySchema}); values are checked trimmed, so a field of spaces counts as empty.
 */
export const tradeInSchema = object({
  currentWatchBrand: requiredText(LIMITS.watchText, TRADE_IN_REQUIRED_MESSAGE),
  currentWatchModel: requiredText(LIMITS.watchText, TRADE_IN_REQUIRED_MESSAGE),
  currentWatchYear: optionalText(20),
  hasBox: optional(enums(TRADE_IN_ANSWERS)),
  hasPapers: optional(enums(TRADE_IN_ANSWERS)),
  desiredWatch: optionalText(LIMITS.watchText),
  name: requiredText(LIMITS.name, TRADE_IN_REQUIRED_MESSAGE),
  email: email(TRADE_IN_REQUIRED_MESSAGE),
  phone: optionalText(LIMITS.phone),
  additionalNotes: optionalText(2000),
});
export type TradeInForm = Infer<typeof tradeInSchema>;

/**
 * POST /api/inquiries with `kind: 'trade-in'` (docs/api.md): the form's fields under the form's rules, in the
 * envelope every inquiry has (`message`, the composed text, and `watchId`, fixed at 1 by the form).
 */
export const tradeInInquirySchema = assign(
  tradeInSchema,
  object({ message: optionalText(LIMITS.message), watchId: optional(id), kind: literal('trade-in') }),
);
export type TradeInInquiryPayload = Infer<typeof tradeInInquirySchema>;

/** What a trade-in request says about the watches, stored beside its message (the inquiry's `tradeIn`). */
export interface TradeInAnswers {
  currentWatchBrand: string;
  currentWatchModel: string;
  currentWatchYear: string | null;
  hasBox: TradeInAnswer | null;
  hasPapers: TradeInAnswer | null;
  desiredWatch: string | null;
  additionalNotes: string | null;
}

const filled = (value: string | null | undefined) => value?.trim() || null;

/** The answers of a checked form, trimmed, a blank one null. */
export function tradeInAnswersOf(form: TradeInForm): TradeInAnswers {
  return {
    currentWatchBrand: form.currentWatchBrand.trim(),
    currentWatchModel: form.currentWatchModel.trim(),
    currentWatchYear: filled(form.currentWatchYear),
    hasBox: form.hasBox ?? null,
    hasPapers: form.hasPapers ?? null,
    desiredWatch: filled(form.desiredWatch),
    additionalNotes: filled(form.additionalNotes),
  };
}

/** The customer's own watch, as the alert's subject names it. */
export const tradeInWatchLabel = (answers: TradeInAnswers) => `${answers.currentWatchBrand} ${answers.currentWatchModel}`;

/** Every answer labelled, with the wording for blanks of docs/storefront.md: the composed message's lines and the back office's. */
export function tradeInLines(answers: TradeInAnswers): [label: string, value: string][] {
  return [
    ['Current watch', tradeInWatchLabel(answers)],
    ['Year', answers.currentWatchYear ?? 'Not specified'],
    ['Original box', answers.hasBox ?? 'Not specified'],
    ['Papers', answers.hasPapers ?? 'Not specified'],
    ['Looking for', answers.desiredWatch ?? 'Open to suggestions'],
    ['Additional notes', answers.additionalNotes ?? 'None'],
  ];
}

/** The inquiry message of a trade-in request, as the spec composes it: every answer on its own line. */
export function composeTradeInMessage(form: TradeInForm): string {
  return ['Trade-in request', ...tradeInLines(tradeInAnswersOf(form)).map(([label, value]) => `${label}: ${value}`)].join('\n');
}
