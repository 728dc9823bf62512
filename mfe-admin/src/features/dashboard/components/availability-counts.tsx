import { AVAILABILITIES, AVAILABILITY_LABELS, type Stats } from '@caliber/contracts';
import { Heading, smallLabelStyles } from '@caliber/ui';
import styled from 'styled-components';
import { Card } from '../../../components/card';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  margin: 16px 0 0;

  dt { ${smallLabelStyles} }
  dd {
    margin: 4px 0 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.h3};
    font-variant-numeric: tabular-nums;
  }
`;

const Spaced = styled.div`
  margin-bottom: 24px;
`;

/** How many watches are available, on hold and sold. */
export function AvailabilityCounts({ counts }: { counts: Stats['watchesByAvailability'] }) {
  return (
    <Spaced>
      <Card>
        <Heading level={3} size="h4">
          Availability
        </Heading>
        <Counts aria-label="Watches by availability">
          {AVAILABILITIES.map((availability) => (
            <div key={availability}>
              <dt>{AVAILABILITY_LABELS[availability]}</dt>
              <dd>{counts[availability]}</dd>
            </div>
          ))}
        </Counts>
      </Card>
    </Spaced>
  );
}
