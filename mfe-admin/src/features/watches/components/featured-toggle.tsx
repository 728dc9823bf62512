import type { Watch } from '@caliber/contracts';
import { Badge, VisuallyHidden } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { saveRowEdit } from '../lib/save-row-edit';

const Toggle = styled.button`
  padding: 4px;
  margin-left: -4px;
  border: 1px dashed transparent;
  background: none;
  cursor: pointer;

  &:hover { border-color: ${({ theme }) => theme.colors.line}; }
  &:disabled { cursor: progress; opacity: 0.6; }
`;

/**
 * The Featured cell: its 'Featured' or 'No' badge is a switch that saves at once. Its name begins with the
 * badge's text and names the watch ("No Rolex Datejust 41"), so a voice command of what is seen reaches it.
 */
export function FeaturedToggle({ watch }: { watch: Watch }) {
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    await saveRowEdit(watch.id, { featured: !watch.featured });
    setSaving(false);
  };
  return (
    <Toggle
      type="button"
      aria-pressed={watch.featured}
      title={watch.featured ? 'Click to stop featuring' : 'Click to feature on the home page'}
      disabled={saving}
      onClick={toggle}
    >
      {watch.featured ? <Badge tone="accent">Featured</Badge> : <Badge>No</Badge>}
      <VisuallyHidden> {`${watch.brand} ${watch.model}`}</VisuallyHidden>
    </Toggle>
  );
}
