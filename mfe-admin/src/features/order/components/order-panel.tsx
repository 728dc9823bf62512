import { Button } from '@caliber/ui';
import { RotateCcw, Save } from 'lucide-react';
import styled from 'styled-components';
import { ListStates } from '../../../components/list-states';
import { PanelHeader } from '../../../components/panel-header';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { useCollectionOrder } from '../hooks/use-collection-order';
import { OrderList } from './order-list';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Changed = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** The Order tab: 'Collection Display Order', with Reset and Save Order. */
export function OrderPanel() {
  const { items, draft, changed, saving, error, retry, move, restore, reset, save } = useCollectionOrder();

  return (
    <section>
      <PanelHeader
        title="Collection Display Order"
        description="Drag collections into the order the storefront shows them."
        actions={
          items && items.length > 0 ? (
            <Actions>
              {changed && <Changed role="status">Unsaved changes</Changed>}
              <Button type="button" variant="secondary" onClick={reset} disabled={!changed || saving}>
                <RotateCcw size={16} aria-hidden />
                Reset
              </Button>
              <Button type="button" onClick={save} disabled={!changed || saving}>
                <Save size={16} aria-hidden />
                {saving ? 'Saving...' : 'Save Order'}
              </Button>
            </Actions>
          ) : undefined
        }
      />
      <ListStates
        what="collections"
        items={items}
        error={error}
        onRetry={retry}
        loading={<SkeletonRows count={4} height="74px" gap={8} label="Loading collections" />}
        empty="No collections found. Create some collections first to reorder them."
      >
        {(loaded) => <OrderList items={loaded} move={move} draft={draft} restore={restore} />}
      </ListStates>
    </section>
  );
}
