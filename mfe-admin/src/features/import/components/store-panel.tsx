import styled from 'styled-components';
import { ItemIdImportCard } from './item-id-import-card';
import { StoreImportCard } from './store-import-card';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;

  ${({ theme }) => theme.media.lg} { grid-template-columns: 1fr 1fr; }
`;

/** The 'Import from Store' and 'Import with API' sub-tabs (the same panel): by item id, or a whole store. */
export function StorePanel() {
  return (
    <Grid>
      <ItemIdImportCard />
      <StoreImportCard />
    </Grid>
  );
}
