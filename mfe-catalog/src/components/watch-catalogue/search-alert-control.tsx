import { alertCollectionSlug, alertFilterQuery, BEST_MATCH, canAlert, readFilters } from '@caliber/contracts';
import { Button, Skeleton, useParams, useSearchParams } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { RemoteComponent } from '../remote-component';

const loading = <Skeleton height="48px" width="min(100%, 480px)" />;

/**
 * "Tell me when a match arrives" under a list with a search text or filters (docs/search-alerts.md): the
 * page's search (its `q`, its filters as the query string names them, the collection of a collection
 * page) goes with the address to forms/SearchAlertForm. The form's remote loads on the button press, not
 * with the list: a filter change never waits for it.
 */
export function SearchAlertControl() {
  const [open, setOpen] = useState(false);
  const [query] = useSearchParams();
  const { slug } = useParams();
  const q = query.get('q') ?? '';
  if (!canAlert(q, readFilters(query, BEST_MATCH))) return null;
  const collection = alertCollectionSlug(slug);
  const filters = Object.fromEntries(new URLSearchParams(alertFilterQuery(query)));
  return (
    <Panel aria-labelledby="search-alert-heading">
      <Title id="search-alert-heading">Tell me when a match arrives</Title>
      <Lead>Not found the piece you want? Leave your address and we will e-mail you when a new watch matches this search.</Lead>
      {open ? (
        <RemoteComponent module="SearchAlertForm" props={{ q, collection, filters }} label="The search alert form" loading={loading} />
      ) : (
        <div>
          <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
            Set Up an Alert
          </Button>
        </div>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: 12px;
  margin: 48px 0 0;
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 28px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.ink};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
