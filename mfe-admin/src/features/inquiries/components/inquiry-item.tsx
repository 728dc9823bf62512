import { INQUIRY_KIND_LABELS, INQUIRY_STATUS_LABELS, inquiryWatchLabel, tradeInLines, type Inquiry } from '@caliber/contracts';
import { Badge } from '@caliber/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';
import { InquiryActions } from './inquiry-actions';

const Item = styled.li`
  display: grid;
  gap: 12px;
  padding: 20px 24px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;

  time { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

const Badges = styled.span`
  display: inline-flex;
  gap: 8px;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};

  dt { color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * One customer message in full: kind, status, sender, contact details, the watch, the date, the text and what
 * to do with it. A trade-in request shows its answers, which say all its composed message says.
 */
export function InquiryItem({ inquiry }: { inquiry: Inquiry }) {
  const watch = inquiryWatchLabel(inquiry);
  return (
    <Item>
      <Top>
        <Badges>
          <Badge tone={inquiry.kind === 'watch' ? 'accent' : 'neutral'}>{INQUIRY_KIND_LABELS[inquiry.kind]}</Badge>
          <Badge tone={inquiry.status === 'new' ? 'success' : 'neutral'}>{INQUIRY_STATUS_LABELS[inquiry.status]}</Badge>
        </Badges>
        <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
      </Top>
      <Details>
        <dt>Name</dt>
        <dd>{inquiry.name}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{inquiry.phone || 'Not given'}</dd>
        {watch && (
          <>
            <dt>Watch</dt>
            <dd>{watch}</dd>
          </>
        )}
        {inquiry.tradeIn &&
          tradeInLines(inquiry.tradeIn).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </Details>
      {!inquiry.tradeIn && <Message>{inquiry.message}</Message>}
      <InquiryActions inquiry={inquiry} />
    </Item>
  );
}
