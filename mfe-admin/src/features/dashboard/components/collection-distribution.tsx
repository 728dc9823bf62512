import type { Stats } from '@caliber/contracts';
import { Heading } from '@caliber/ui';
import styled from 'styled-components';
import { Card } from '../../../components/card';

const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: 6px;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  font-size: ${({ theme }) => theme.fontSizes.small};

  span:last-child { color: ${({ theme }) => theme.colors.inkMuted}; font-variant-numeric: tabular-nums; }
`;

const Track = styled.div`
  height: 8px;
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
`;

const Empty = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Share of all watches, in percent; 0 when there are none. */
function shareOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/** A bar per collection: its watch count relative to the total number of watches. */
export function CollectionDistribution({ stats }: { stats: Stats }) {
  return (
    <Card>
      <Heading level={3} size="h4">
        Collection Distribution
      </Heading>
      {stats.watchesByCollection.length === 0 ? (
        <Empty>No collections found</Empty>
      ) : (
        <List>
          {stats.watchesByCollection.map(({ collectionName, count }, index) => {
            const share = shareOf(count, stats.totalWatches);
            return (
              <Row key={`${index}-${collectionName}`}>
                <Line>
                  <span>{collectionName}</span>
                  <span>
                    {count} {count === 1 ? 'watch' : 'watches'}
                  </span>
                </Line>
                <Track role="meter" aria-label={collectionName} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share} aria-valuetext={`${share}%`}>
                  <Bar style={{ width: `${share}%` }} />
                </Track>
              </Row>
            );
          })}
        </List>
      )}
    </Card>
  );
}
