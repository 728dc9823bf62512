import { formatPrice, ROUTES, type WatchCardData } from '@caliber/contracts';
import { Button, HeartToggle, Link, smallLabelStyles, WatchImage } from '@caliber/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { AvailabilityBadge } from '../availability-badge';
import { CARD_IMAGE_SIZES } from '../card-grid';
import { hoverZoom } from '../hover-zoom';
import { WatchBrand } from '../watch-brand';

/** One watch in a grid: the same card on the home page and on every collection page. `priority` for the first, above the fold. */
export function WatchCard({ watch, priority = false }: { watch: WatchCardData; priority?: boolean }) {
  const titleId = useId();
  const href = ROUTES.watch(watch.slug);
  return (
    <Card aria-labelledby={titleId}>
      <Media>
        <Link to={href} tabIndex={-1} aria-hidden>
          <WatchImage
            src={watch.imageUrl}
            alt={`${watch.brand} ${watch.model}`}
            placeholder="No Image Available"
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
          />
        </Link>
        <BadgeCorner>
          <AvailabilityBadge availability={watch.availability} />
        </BadgeCorner>
        <HeartCorner>
          <HeartToggle watchId={watch.id} watchName={`${watch.brand} ${watch.model}`} />
        </HeartCorner>
      </Media>
      <Body>
        <Title id={titleId}>
          <WatchBrand>{watch.brand}</WatchBrand>{' '}
          <Model>{watch.model}</Model>
        </Title>
        <Reference>Ref. {watch.reference}</Reference>
        <Price>{formatPrice(watch.price)}</Price>
        <Specs>
          <Spec>
            <dt>Movement</dt>
            <dd>{watch.movement}</dd>
          </Spec>
          <Spec>
            <dt>Case</dt>
            <dd>{watch.caseMaterial}</dd>
          </Spec>
          <Spec>
            <dt>Diameter</dt>
            <dd>{watch.caseSize}</dd>
          </Spec>
          <Spec>
            <dt>Condition</dt>
            <dd>{watch.condition}</dd>
          </Spec>
        </Specs>
        <Button as={Link} to={href} variant="secondary" aria-describedby={titleId}>
          View Details
        </Button>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};

  ${hoverZoom}
`;

const Media = styled.div`
  position: relative;
  overflow: hidden;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};

  & > a {
    display: block;
  }
`;

const HeartCorner = styled.div`
  position: absolute;
  top: 12px;
  right: 12px;
`;

const BadgeCorner = styled.div`
  position: absolute;
  top: 12px;
  left: 12px;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 24px;

  & > a:last-child {
    align-self: flex-start;
    margin-top: auto;
  }
`;

const Title = styled.h2`
  display: grid;
  gap: 6px;
  margin: 0;
  font-weight: inherit;
`;

const Model = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 24px;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.ink};
`;

const Reference = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-variant-numeric: tabular-nums;
`;

const Price = styled.p`
  margin: 4px 0 0;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.ink};
  font-variant-numeric: tabular-nums;
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 16px;
  margin: 12px 0 20px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Spec = styled.div`
  dt {
    ${smallLabelStyles}
    font-size: 11px;
  }

  dd {
    margin: 2px 0 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
`;
