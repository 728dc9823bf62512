import type { InlineEditField, Watch } from '@caliber/contracts';
import styled from 'styled-components';
import { useInlineEdit } from '../hooks/use-inline-edit';
import { saveWatchField } from '../lib/save-watch-field';

const LABELS: Record<InlineEditField, string> = { brand: 'Brand', model: 'Model', reference: 'Reference', price: 'Price' };

const Display = styled.button`
  min-height: 36px;
  width: 100%;
  padding: 4px 8px;
  margin-left: -8px;
  border: 1px dashed transparent;
  background: none;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  text-align: left;
  cursor: text;

  &:hover { border-color: ${({ theme }) => theme.colors.line}; }
`;

const Editor = styled.input`
  width: 100%;
  min-width: 8ch;
  min-height: 36px;
  padding: 4px 8px;
  margin-left: -8px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.control};
  font: inherit;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 0; }
`;

interface InlineEditCellProps {
  watch: Watch;
  field: InlineEditField;
  /** The value as shown, e.g. '$12,500' for a price. */
  display: string;
}

/** A table cell that becomes an input on click: Enter or leaving it saves that one field, Escape cancels. */
export function InlineEditCell({ watch, field, display }: InlineEditCellProps) {
  const { editing, draft, setDraft, saving, begin, onKeyDown, onBlur, displayRef } = useInlineEdit(watch[field], (value) =>
    saveWatchField(watch.id, field, value),
  );
  const name = `${watch.brand} ${watch.model}`;

  return (
    <td>
      {editing ? (
        <Editor
          autoFocus
          aria-label={`${LABELS[field]} of ${name}`}
          value={draft}
          readOnly={saving}
          aria-busy={saving}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
      ) : (
        <Display ref={displayRef} type="button" onClick={begin} title="Click to edit" aria-label={`Edit ${LABELS[field].toLowerCase()} of ${name}: ${display}`}>
          {display}
        </Display>
      )}
    </td>
  );
}
