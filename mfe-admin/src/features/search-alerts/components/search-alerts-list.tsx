import type { SearchAlertGroup } from '@caliber/contracts';
import { DataTable } from '../../../components/data-table';
import { ListStates } from '../../../components/list-states';
import { PanelHeader } from '../../../components/panel-header';
import { formatDate } from '../../../lib/format';
import { useSearchAlertGroups } from '../api/get-search-alert-groups';

function describe(groups: SearchAlertGroup[]): string {
  const addresses = groups.reduce((sum, group) => sum + group.confirmedAddresses, 0);
  return `${groups.length} ${groups.length === 1 ? 'search' : 'searches'}, ${addresses} confirmed ${addresses === 1 ? 'alert' : 'alerts'}`;
}

/** What collectors asked to be told of, by search, most wanted first (docs/search-alerts.md): what to look for to buy. */
export function SearchAlertsList() {
  const { data, error, mutate } = useSearchAlertGroups();
  return (
    <section>
      <PanelHeader title="Search Alerts" description={data ? describe(data) : undefined} />
      <ListStates what="search alerts" items={data} error={error} onRetry={() => mutate()} empty="No search alerts yet">
        {(groups) => (
          <DataTable caption="Search alerts by search">
            <thead>
              <tr>
                <th scope="col">Search</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Awaiting confirmation</th>
                <th scope="col">Latest</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={`${group.collection ?? ''}|${group.q}|${group.filters}`}>
                  <td>
                    <a href={group.searchPath} target="_blank" rel="noreferrer">
                      {group.description}
                    </a>
                  </td>
                  <td>{group.confirmedAddresses}</td>
                  <td>{group.pendingAddresses}</td>
                  <td>{formatDate(group.latestAt)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </ListStates>
    </section>
  );
}
