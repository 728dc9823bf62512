import { INQUIRY_KIND_LABELS, INQUIRY_KINDS, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from '@caliber/contracts';
import { Field, OptionSelect } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ListStates } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { PanelHeader } from '../../../components/panel-header';
import { useInquiries, type InquiryFilters } from '../api/get-inquiries';
import { InquiryItem } from './inquiry-item';

const KIND_OPTIONS = INQUIRY_KINDS.map((value) => ({ value, label: INQUIRY_KIND_LABELS[value] }));
const STATUS_OPTIONS = INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] }));

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  > * { width: min(220px, 100%); }
`;

/** Every customer message in full, newest first, paged and filterable by status and kind; new ones first shown. */
export function InquiriesList() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<InquiryFilters>({ kind: null, status: 'new' });
  const { data, error, mutate } = useInquiries(page, filters);
  const filter = (change: Partial<InquiryFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section>
      <PanelHeader
        title="Customer Inquiries"
        description={data ? `${data.total} ${data.total === 1 ? 'message' : 'messages'}` : undefined}
        actions={
          <Filters>
            <Field label="Status">
              <OptionSelect
                value={filters.status ?? ''}
                onChange={(event) => filter({ status: (event.target.value || null) as InquiryStatus | null })}
                options={STATUS_OPTIONS}
                emptyOption="Any status"
              />
            </Field>
            <Field label="Show">
              <OptionSelect
                value={filters.kind ?? ''}
                onChange={(event) => filter({ kind: (event.target.value || null) as InquiryKind | null })}
                options={KIND_OPTIONS}
                emptyOption="All messages"
              />
            </Field>
          </Filters>
        }
      />
      <ListStates what="inquiries" items={data?.items} error={error} onRetry={() => mutate()} empty="No inquiries found">
        {(inquiries) => (
          <>
            <List>
              {inquiries.map((inquiry) => (
                <InquiryItem key={inquiry.id} inquiry={inquiry} />
              ))}
            </List>
            {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={setPage} label="Inquiry pages" />}
          </>
        )}
      </ListStates>
    </section>
  );
}
