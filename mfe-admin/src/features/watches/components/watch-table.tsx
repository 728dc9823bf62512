import type { Watch } from '@caliber/contracts';
import { DataTable } from '../../../components/data-table';
import { WatchRow } from './watch-row';

const COLUMNS = ['Brand', 'Model', 'Reference', 'Price', 'Collection', 'Featured', 'Actions'];

/** The inventory: brand, model, reference and price edit in place. */
export function WatchTable({ watches, onEdit }: { watches: Watch[]; onEdit: (watch: Watch) => void }) {
  return (
    <DataTable caption="Watch Inventory">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {watches.map((watch) => (
          <WatchRow key={watch.id} watch={watch} onEdit={onEdit} />
        ))}
      </tbody>
    </DataTable>
  );
}
