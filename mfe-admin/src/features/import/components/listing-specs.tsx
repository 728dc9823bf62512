import styled from 'styled-components';

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  margin: 0;

  div { display: grid; gap: 2px; }
  dt { font-size: ${({ theme }) => theme.fontSizes.label}; letter-spacing: 0.12em; text-transform: uppercase; color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; }
`;

/** Labelled listing details; an empty one shows a dash. */
export function ListingSpecs({ specs }: { specs: [label: string, value: string][] }) {
  return (
    <Specs>
      {specs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </Specs>
  );
}
