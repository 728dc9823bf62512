import { enums, object, optional, type Infer } from 'superstruct';
import { email, LIMITS, optionalText, requiredText } from './fields.js';

export const TRADE_IN_ANSWERS = ['yes', 'no', 'unsure'] as const;
export const TRADE_IN_REQUIRED_TITLE = 'Please fill in required fields';
export const TRADE_IN_REQUIRED_MESSAGE = 'Brand, model, name, and email are required.';

/** The trade-in form state (docs/storefront.md); values are checked trimmed, so a field of spaces counts as empty. */
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

const CURRENT_WATCH = 'Current watch: ';

const orDefault = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;

/** The inquiry message the trade-in form sends: every answer, with the wording for blanks of docs/storefront.md. */
export function composeTradeInMessage(form: TradeInForm): string {
  return [
    'Trade-in request',
    `${CURRENT_WATCH}${form.currentWatchBrand.trim()} ${form.currentWatchModel.trim()}`,
    `Year: ${orDefault(form.currentWatchYear, 'Not specified')}`,
    `Original box: ${orDefault(form.hasBox, 'Not specified')}`,
    `Papers: ${orDefault(form.hasPapers, 'Not specified')}`,
    `Looking for: ${orDefault(form.desiredWatch, 'Open to suggestions')}`,
    `Additional notes: ${orDefault(form.additionalNotes, 'None')}`,
  ].join('\n');
}

/** The customer's watch named by a composed trade-in message (its 'Current watch' line); null when it has none. */
export function tradeInWatchOf(message: string): string | null {
  const line = message.split('\n').find((text) => text.startsWith(CURRENT_WATCH));
  return line?.slice(CURRENT_WATCH.length).trim() || null;
}
