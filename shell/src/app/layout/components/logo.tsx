import { BUSINESS_NAME } from '@caliber/contracts';
import styled from 'styled-components';
import { Link } from '@caliber/ui';

const Mark = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  line-height: 1;
  text-decoration: none;
  color: inherit;
`;

const Word = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.75rem;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
`;

const Tagline = styled.span<{ $tone: 'light' | 'dark' }>`
  margin-top: 4px;
  font-size: 0.625rem;
  font-weight: 600;
  letter-spacing: 0.28em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.accent : theme.colors.accentText)};
`;

/** The wordmark, linking home. `tone="dark"` on the night background. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Mark to="/">
      <Word>{BUSINESS_NAME}</Word>
      <Tagline $tone={tone}>Fine Pre-owned Watches</Tagline>
    </Mark>
  );
}
