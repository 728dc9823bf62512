import { Badge, smallLabelStyles } from '@caliber/ui';
import styled from 'styled-components';

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  margin: 0;

  div { display: grid; gap: 2px; align-content: start; }
  div[data-wide] { grid-column: 1 / -1; }
  dt { ${smallLabelStyles} }
  dd { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
`;

export interface ListingSpec {
  label: string;
  value: string;
  /** Marks a detail the listing did not give, e.g. 'Not in the listing'. */
  note?: string;
  wide?: boolean;
}

/** Labelled listing details; an empty one shows a dash. */
export function ListingSpecs({ specs }: { specs: ListingSpec[] }) {
  return (
    <Specs>
      {specs.map(({ label, value, note, wide }) => (
        <div key={label} data-wide={wide || undefined}>
          <dt>{label}</dt>
          <dd>
            <span>{value || '—'}</span>
            {note && <Badge tone="accent">{note}</Badge>}
          </dd>
        </div>
      ))}
    </Specs>
  );
}
