import { INQUIRY_KINDS, type InquiryKind } from '@caliber/contracts';
import { Field, Select } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { PanelHeader } from '../../../components/panel-header';
import { useInquiries } from '../api/get-inquiries';
import { KIND_LABELS } from '../lib/inquiry-labels';
import { InquiryItem } from './inquiry-item';

const List = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Filter = styled.div`
  width: min(260px, 100%);
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Every customer message in full, newest first, paged and filterable by kind. */
export function InquiriesList() {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<InquiryKind | null>(null);
  const { data, error, mutate } = useInquiries(page, kind);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section>
      <PanelHeader
        title="Customer Inquiries"
        description={data ? `${data.total} ${data.total === 1 ? 'message' : 'messages'}` : undefined}
        actions={
          <Filter>
            <Field label="Show">
              <Select
                value={kind ?? ''}
                onChange={(event) => {
                  setKind((event.target.value || null) as InquiryKind | null);
                  setPage(1);
                }}
              >
                <option value="">All messages</option>
                {INQUIRY_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {KIND_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
          </Filter>
        }
      />
      {error ? (
        <LoadError what="inquiries" error={error} onRetry={() => mutate()} />
      ) : !data ? (
        <Muted role="status">Loading inquiries...</Muted>
      ) : data.items.length === 0 ? (
        <EmptyState>No inquiries found</EmptyState>
      ) : (
        <>
          <List>
            {data.items.map((inquiry) => (
              <InquiryItem key={inquiry.id} inquiry={inquiry} />
            ))}
          </List>
          {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={setPage} label="Inquiry pages" />}
        </>
      )}
    </section>
  );
}
