import styled from 'styled-components';

type Tone = 'page' | 'surface' | 'night';

/** A page section with the generous vertical rhythm of docs/design.md; `tone="night"` for dark bands. */
export const Section = styled.section.withConfig({ shouldForwardProp: (prop) => prop !== 'tone' })<{ tone?: Tone }>`
  padding-block: ${({ theme }) => theme.layout.sectionPaddingSmall};
  background: ${({ theme, tone = 'page' }) => theme.colors[tone]};
  color: ${({ theme, tone }) => (tone === 'night' ? theme.colors.page : theme.colors.ink)};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.layout.sectionPadding};
  }
`;
