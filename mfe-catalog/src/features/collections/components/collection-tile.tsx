import { ROUTES, type Collection } from '@caliber/contracts';
import { Button, Link, WatchImage } from '@caliber/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { CARD_IMAGE_SIZES } from '../../../components/card-grid';
import { hoverZoom } from '../../../components/hover-zoom';

/** A home-page collection tile: image, name, description and 'View Collection'. */
export function CollectionTile({ collection }: { collection: Collection }) {
  const titleId = useId();
  const href = ROUTES.collection(collection.slug);
  return (
    <Tile aria-labelledby={titleId}>
      <Link to={href} tabIndex={-1} aria-hidden>
        <WatchImage src={collection.imageUrl} alt="" ratio="4 / 3" sizes={CARD_IMAGE_SIZES} />
      </Link>
      <Body>
        <Name id={titleId}>{collection.name}</Name>
        <Description>{collection.description}</Description>
        <Button as={Link} to={href} variant="text" aria-describedby={titleId}>
          View Collection
        </Button>
      </Body>
    </Tile>
  );
}

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};

  & > a {
    display: block;
    overflow: hidden;
  }

  ${hoverZoom}
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 20px 20px 12px;

  & > a:last-child {
    align-self: flex-start;
    margin-top: auto;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 22px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.ink};
`;

const Description = styled.p`
  margin: 0 0 8px;
  font-size: 14px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
