import { API, type InquiryKind, type InquiryPage } from '@caliber/contracts';
import { useApi } from '@caliber/ui';

export const INQUIRY_PAGE_SIZE = 20;

export function inquiriesKey(page: number, kind: InquiryKind | null): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(INQUIRY_PAGE_SIZE) });
  if (kind) query.set('kind', kind);
  return `${API.admin.inquiries}?${query}`;
}

/** One page of customer inquiries, newest first, optionally of one kind. */
export function useInquiries(page: number, kind: InquiryKind | null) {
  return useApi<InquiryPage>(inquiriesKey(page, kind));
}
