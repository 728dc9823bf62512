import type { Availability, Watch } from '@caliber/contracts';
import { OptionSelect } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { AVAILABILITY_OPTIONS } from '../../../components/watch-fields/availability-options';
import { saveRowEdit } from '../lib/save-row-edit';

const Compact = styled(OptionSelect)`
  min-width: 12ch;
  min-height: 36px;
  padding-top: 4px;
  padding-bottom: 4px;
`;

/** The Availability cell: choosing another state saves it at once. */
export function AvailabilitySelect({ watch }: { watch: Watch }) {
  // The choice shows while it is saved; the list read again afterwards has the stored one (or the old one if it failed).
  const [chosen, setChosen] = useState<Availability | null>(null);
  const choose = async (availability: Availability) => {
    setChosen(availability);
    await saveRowEdit(watch.id, { availability });
    setChosen(null);
  };
  const saving = chosen !== null;
  return (
    <Compact
      aria-label={`Availability of ${watch.brand} ${watch.model}`}
      value={chosen ?? watch.availability}
      disabled={saving}
      aria-busy={saving}
      onChange={(event) => void choose(event.target.value as Availability)}
      options={AVAILABILITY_OPTIONS}
    />
  );
}
