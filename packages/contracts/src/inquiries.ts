import type { Inquiry, InquiryKind, InquiryStatus } from './entities.js';
import { tradeInWatchLabel } from './trade-in.js';

export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  watch: 'Watch inquiry',
  contact: 'Contact message',
  'trade-in': 'Trade-in request',
};

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  answered: 'Answered',
  archived: 'Archived',
};

/** What the subject and the labels read of an inquiry. */
type InquirySummary = Pick<Inquiry, 'kind' | 'name' | 'watchId' | 'watchBrand' | 'watchModel' | 'watchReference' | 'tradeIn'>;

/**
 * The watch a message is about, from the snapshot taken when it arrived (so a watch deleted later is
 * still named); null for contact and trade-in messages.
 */
export function inquiryWatchLabel(inquiry: InquirySummary): string | null {
  if (inquiry.kind !== 'watch') return null;
  const name = [inquiry.watchBrand, inquiry.watchModel].filter(Boolean).join(' ');
  if (!name) return inquiry.watchId ? `Watch #${inquiry.watchId}` : 'Unknown watch';
  const reference = inquiry.watchReference ? ` (Ref. ${inquiry.watchReference})` : '';
  const removed = inquiry.watchId === null ? ', no longer listed' : '';
  return `${name}${reference}${removed}`;
}

const SUBJECT_MAX = 180;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The subject of the operator's alert e-mail, and (after 'Re: ') of the reply: the kind, the watch
 * (the listed one, or the customer's own from a trade-in's answers) and the sender, on one line.
 */
export function inquirySubject(inquiry: InquirySummary): string {
  const watch = inquiry.tradeIn ? tradeInWatchLabel(inquiry.tradeIn) : inquiryWatchLabel(inquiry);
  const subject = `${INQUIRY_KIND_LABELS[inquiry.kind]}${watch ? `: ${watch}` : ''} from ${inquiry.name}`;
  const line = oneLine(subject);
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1)}…` : line;
}

/**
 * The operator's reply link: the customer's address (which cannot hold ?, & or spaces, see
 * docs/architecture.md) and 'Re: ' the alert's subject, percent-encoded.
 */
export function inquiryReplyHref(inquiry: InquirySummary & Pick<Inquiry, 'email'>): string {
  const address = encodeURIComponent(inquiry.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${inquirySubject(inquiry)}`)}`;
}
