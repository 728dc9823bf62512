import { API, type InquiryKind, type InquiryPage, type InquiryStatus } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

const INQUIRY_PAGE_SIZE = 20;

export interface InquiryFilters {
  kind: InquiryKind | null;
  status: InquiryStatus | null;
}

function inquiriesKey(page: number, { kind, status }: InquiryFilters): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(INQUIRY_PAGE_SIZE) });
  if (status) query.set('status', status);
  if (kind) query.set('kind', kind);
  return `${API.admin.inquiries}?${query}`;
}

/** Whether a cached read is one of the inquiry list's pages (any page, any filter). */
export const isInquiriesKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${API.admin.inquiries}?`);

/** One page of customer inquiries, newest first, optionally of one kind and status. */
export function useInquiries(page: number, filters: InquiryFilters) {
  return useApi<InquiryPage>(inquiriesKey(page, filters));
}
