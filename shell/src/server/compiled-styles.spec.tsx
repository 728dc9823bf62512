import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { CollectStyles } from './compiled-styles';

const Page = createGlobalStyle`
  body { margin: 0; }
`;
const spin = keyframes`
  to { transform: rotate(360deg); }
`;
const Card = styled.article<{ $sold: boolean }>`
  opacity: ${({ $sold }) => ($sold ? 0.6 : 1)};
  &:hover { outline: 1px solid; }
  @media (min-width: 40em) { padding: 8px; }
`;
const Spinner = styled.span`
  animation: ${spin} 1s linear infinite;
`;

// The same CSS in two components: compiled under each one's own class.
const Intro = styled.p`
  margin: 0 0 8px;
`;
const Outro = styled.p`
  margin: 0 0 8px;
`;

const Cards = ({ sold }: { sold: boolean[] }) => (
  <>
    <Page />
    <Intro />
    <Outro />
    {sold.map((isSold, index) => (
      <Card key={index} $sold={isSold}>
        <Spinner />
      </Card>
    ))}
  </>
);

function styleTags(collect: (sheet: ServerStyleSheet, children: React.ReactNode) => React.ReactNode, sold: boolean[]) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(collect(sheet, <Cards sold={sold} />));
  return { html, styles: sheet.getStyleTags() };
}

describe('CollectStyles', () => {
  it("collects each page's styles as styled-components does, page after page, from compiled rules kept between them", () => {
    const own = (sheet: ServerStyleSheet, children: React.ReactNode) => sheet.collectStyles(children);
    const kept = (sheet: ServerStyleSheet, children: React.ReactNode) => <CollectStyles sheet={sheet}>{children}</CollectStyles>;
    for (const sold of [[false], [true, false], [false], [true]]) expect(styleTags(kept, sold)).toEqual(styleTags(own, sold));
    expect(styleTags(kept, [true]).styles).toContain('opacity:0.6');
  });
});
