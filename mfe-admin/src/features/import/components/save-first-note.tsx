import { IMPORT_ACTIONS } from '@caliber/contracts';
import styled from 'styled-components';

const Note = styled.p`
  flex: 1 1 200px;
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** Beside the import button while the preview is in edit mode: the import uses saved details only. */
export function SaveFirstNote() {
  return <Note>{IMPORT_ACTIONS.saveChanges} first: the import uses the saved details.</Note>;
}
