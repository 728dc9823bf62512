import { API } from '@caliber/contracts';
import { mutateApi } from '@caliber/ui';
import { refreshInquiries } from '../lib/refresh-inquiries';

/** DELETE /api/admin/inquiries/{id}, then the lists and the counts are read again. */
export async function deleteInquiry(id: number): Promise<void> {
  await mutateApi(API.admin.inquiry(id), { method: 'DELETE' });
  await refreshInquiries();
}
