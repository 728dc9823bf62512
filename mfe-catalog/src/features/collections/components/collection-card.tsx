import { ROUTES, type Collection } from '@caliber/contracts';
import { Link, WatchImage } from '@caliber/ui';
import styled from 'styled-components';
import { CARD_IMAGE_SIZES } from '../../../components/card-grid';
import { hoverZoom } from '../../../components/hover-zoom';

/** A collections-index card: the whole card links to the collection. */
export function CollectionCard({ collection }: { collection: Collection }) {
  return (
    <Card to={ROUTES.collection(collection.slug)}>
      <WatchImage src={collection.imageUrl} alt="" placeholder="No image" ratio="4 / 3" sizes={CARD_IMAGE_SIZES} />
      <Body>
        <Name>{collection.name}</Name>
        <Description>{collection.description}</Description>
      </Body>
    </Card>
  );
}

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  color: inherit;
  text-decoration: none;
  transition: border-color 200ms ease-out;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  ${hoverZoom}
`;

const Body = styled.div`
  display: grid;
  gap: 8px;
  padding: 20px;
`;

const Name = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 24px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.ink};
`;

// The collections index card (docs/storefront.md) shows a two-line description.
const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: 14px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
