import type { Inquiry, InquiryKind } from '@caliber/contracts';

export const KIND_LABELS: Record<InquiryKind, string> = {
  watch: 'Watch inquiry',
  contact: 'Contact message',
  'trade-in': 'Trade-in request',
};

/**
 * The watch a message is about, from the snapshot taken when it arrived (so a watch deleted later is
 * still named); null for contact and trade-in messages.
 */
export function inquiryWatchLabel(inquiry: Inquiry): string | null {
  if (inquiry.kind !== 'watch') return null;
  const name = [inquiry.watchBrand, inquiry.watchModel].filter(Boolean).join(' ');
  if (!name) return inquiry.watchId ? `Watch #${inquiry.watchId}` : 'Unknown watch';
  const reference = inquiry.watchReference ? ` (Ref. ${inquiry.watchReference})` : '';
  const removed = inquiry.watchId === null ? ', no longer listed' : '';
  return `${name}${reference}${removed}`;
}
