import { API, type InquiryCreated, type InquiryRequest } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';

/** POST /api/inquiries: the watch inquiry, the contact message and the trade-in request all go here. */
export function createInquiry(payload: InquiryRequest): Promise<InquiryCreated> {
  return mutateApi<InquiryCreated>(API.inquiries, { method: 'POST', body: payload });
}
