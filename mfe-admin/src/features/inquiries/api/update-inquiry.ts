import { API, type Inquiry, type InquiryStatus } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { refreshInquiries } from '../lib/refresh-inquiries';

/** PUT /api/admin/inquiries/{id} with the new status, then the lists and the new count are read again. */
export async function updateInquiryStatus(id: number, status: InquiryStatus): Promise<Inquiry> {
  const inquiry = await mutateApi<Inquiry>(API.admin.inquiry(id), { method: 'PUT', body: { status } });
  await refreshInquiries();
  return inquiry;
}
