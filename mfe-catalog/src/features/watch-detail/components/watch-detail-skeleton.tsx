import { Skeleton, VisuallyHidden } from '@caliber/ui';
import { DetailLayout } from './detail-layout';

export function WatchDetailSkeleton() {
  return (
    <DetailLayout aria-busy="true">
      <VisuallyHidden>Loading watch</VisuallyHidden>
      <Skeleton aspectRatio="4 / 5" />
      <div>
        <Skeleton width="30%" index={1} />
        <Skeleton width="70%" height="2.5em" index={2} style={{ marginTop: 16 }} />
        <Skeleton width="40%" index={3} style={{ marginTop: 16 }} />
        <Skeleton width="35%" height="1.75em" index={4} style={{ marginTop: 24 }} />
        <Skeleton height="8em" index={5} style={{ marginTop: 32 }} />
      </div>
    </DetailLayout>
  );
}
