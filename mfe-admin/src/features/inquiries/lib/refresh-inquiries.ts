import { API } from '@caliber/contracts';
import { mutate } from 'swr';
import { dropKey } from '../../../lib/refresh';
import { isInquiriesKey } from '../api/get-inquiries';

/** After a status change or a delete: every cached page of the list, and the dashboard's counts. */
export async function refreshInquiries(): Promise<void> {
  await Promise.all([mutate(isInquiriesKey), dropKey(API.admin.stats)]);
}
