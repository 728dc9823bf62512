import { defaulted, optional } from 'superstruct';
import { numberFromInput, wholeNumber } from './fields.js';

/** The most rows one page of a list holds. */
export const MAX_PAGE_SIZE = 100;
/** The rows of a page when the request names no size. */
export const DEFAULT_PAGE_SIZE = 50;

const pageNumber = numberFromInput(wholeNumber('page', 1, Number.MAX_SAFE_INTEGER, 'Must be 1 or more'));
const pageSize = numberFromInput(wholeNumber('pageSize', 1, MAX_PAGE_SIZE, `Must be from 1 to ${MAX_PAGE_SIZE}`));

/** `?page=1&pageSize=50` of a list that always pages, to spread into its query struct; absent, page 1. */
export const pagingQueryFields = { page: defaulted(pageNumber, 1), pageSize: defaulted(pageSize, DEFAULT_PAGE_SIZE) };

/** The same parameters for a list that pages only when asked (the server applies the defaults). */
export const optionalPagingFields = { page: optional(pageNumber), pageSize: optional(pageSize) };

/** One page of a list: `?page=1&pageSize=50` answers `{items, total, page, pageSize}` (docs/api.md). */
export interface Page<T> {
  items: T[];
  /** Rows of the whole list under the same filters. */
  total: number;
  page: number;
  pageSize: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Rows to skip before the page. */
export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}
