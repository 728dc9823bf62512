import type { Watch } from '@caliber/contracts';
import { smallLabelStyles } from '@caliber/ui';
import styled from 'styled-components';

export function WatchSpecs({ watch }: { watch: Watch }) {
  const specs = [
    ['Movement', watch.movement],
    ['Case', watch.caseMaterial],
    ['Diameter', watch.caseSize],
    ['Condition', watch.condition],
    ['Year', watch.year ? String(watch.year) : 'Not specified'],
    ['Reference', watch.reference],
  ] as const;
  return (
    <Grid>
      {specs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Grid>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  div {
    padding: 16px 16px 16px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }

  dt {
    ${smallLabelStyles}
  }

  dd {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
`;
