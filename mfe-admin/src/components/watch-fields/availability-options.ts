import { AVAILABILITIES, AVAILABILITY_LABELS } from '@caliber/contracts';

/** Available, On Hold, Sold: the row's select, the filter and the watch form. */
export const AVAILABILITY_OPTIONS = AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }));
