import { AVAILABILITY_LABELS, type Availability } from '@caliber/contracts';
import { Badge } from '@caliber/ui';
import styled from 'styled-components';

/** 'On Hold' or 'Sold' on a watch's card and page; an available watch needs no badge (docs/storefront.md). */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  if (availability === 'available') return null;
  return <Solid tone={availability === 'sold' ? 'danger' : 'accent'}>{AVAILABILITY_LABELS[availability]}</Solid>;
}

// Solid so that it reads on top of a photograph as well as on the page.
const Solid = styled(Badge)`
  background: ${({ theme }) => theme.colors.surface};
`;
