import { EmptyState } from '../../../components/empty-state';

/** A search text past the limits the API keeps ('Must be at most 100 characters'): what to shorten. */
export function SearchRefused({ problem }: { problem: string }) {
  return (
    <EmptyState title="Shorten your search">
      <p>{`Search texts ${problem.charAt(0).toLowerCase()}${problem.slice(1)}. Try a brand, a model or a reference.`}</p>
    </EmptyState>
  );
}
