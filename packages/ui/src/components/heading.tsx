import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

type Size = 'hero' | 'h1' | 'h2' | 'h3' | 'h4';
type Level = 1 | 2 | 3 | 4;

const sizeByLevel: Record<Level, Size> = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' };

const StyledHeading = styled.h2<{ $size: Size }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: ${({ theme }) => theme.fontWeights.display};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  line-height: ${({ $size }) => ($size === 'h4' ? 1.3 : 1.1)};
  margin: 0;
  text-wrap: balance;
`;

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  /** Document outline level (h1-h4). */
  level: Level;
  /** Visual size when it differs from the level, e.g. the hero headline. */
  size?: Size;
}

/** Display-serif heading; the level sets the element, `size` the look. */
export function Heading({ level, size, ...props }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? sizeByLevel[level]} {...props} />;
}
