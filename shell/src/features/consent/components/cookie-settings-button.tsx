import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { useRuntimeConfig } from '../../../lib/config-context';
import { consentReopenedAtom } from '../consent-choice';

/** The footer's way back to the analytics question; there is no question when analytics are off. */
export function CookieSettingsButton() {
  const { analyticsId } = useRuntimeConfig();
  const reopen = useSetAtom(consentReopenedAtom);
  if (!analyticsId) return null;
  return (
    <LinkButton type="button" onClick={() => reopen(true)}>
      Cookie settings
    </LinkButton>
  );
}

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.page}; }
`;
