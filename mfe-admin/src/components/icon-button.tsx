import styled from 'styled-components';

/** A square 44 px button holding one icon; always give it an aria-label. */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.control};
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.line}; background: ${({ theme }) => theme.colors.page}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &[data-tone='danger'] { color: ${({ theme }) => theme.colors.danger}; }
`;
