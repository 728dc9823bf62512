import { CollectionLayout } from './collection-layout';

const EVERY_WATCH = { all: true } as const;

export function AllWatchesView() {
  return (
    <CollectionLayout
      title="All Watches"
      description="Every watch in our inventory, authenticated by our specialists and ready to ship."
      source={EVERY_WATCH}
    />
  );
}
