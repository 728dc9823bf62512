import { ANY_CONDITION, ANY_MOVEMENT, CONDITIONS, hasFilters, type MovementKind, type RangeFilter, type WatchFilters } from '@caliber/contracts';
import { Button, Input, OptionSelect, smallLabelStyles } from '@caliber/ui';
import { useId } from 'react';
import styled from 'styled-components';

const CONDITION_OPTIONS = [{ value: ANY_CONDITION, label: 'Any Condition' }, ...CONDITIONS.map((value) => ({ value, label: value }))];

interface WatchFiltersProps {
  filters: WatchFilters;
  movements: readonly MovementKind[];
  onChange: (patch: Partial<WatchFilters>) => void;
  onClear: () => void;
}

/** Price, case size and year ranges, condition and movement, beside the sort and brand selects. */
export function WatchFilterPanel({ filters, movements, onChange, onClear }: WatchFiltersProps) {
  const id = useId();
  const movementOptions = [{ value: ANY_MOVEMENT, label: 'Any Movement' }, ...movements.map((value) => ({ value, label: value }))];
  return (
    <Panel aria-label="Filters">
      <Range legend="Price ($)" noun="price" min="minPrice" max="maxPrice" filters={filters} onChange={onChange} />
      <Range legend="Case size (mm)" noun="case size" min="minCaseSize" max="maxCaseSize" filters={filters} onChange={onChange} />
      <Range legend="Year" noun="year" min="minYear" max="maxYear" filters={filters} onChange={onChange} />
      <GroupBox>
        <GroupLabel htmlFor={`${id}-condition`}>Condition</GroupLabel>
        <OptionSelect
          id={`${id}-condition`}
          value={filters.condition}
          onChange={(event) => onChange({ condition: event.target.value as WatchFilters['condition'] })}
          options={CONDITION_OPTIONS}
        />
      </GroupBox>
      <GroupBox>
        <GroupLabel htmlFor={`${id}-movement`}>Movement</GroupLabel>
        <OptionSelect id={`${id}-movement`} value={filters.movement} onChange={(event) => onChange({ movement: event.target.value as WatchFilters['movement'] })} options={movementOptions} />
      </GroupBox>
      {hasFilters(filters) && (
        <Clear type="button" variant="secondary" size="sm" onClick={onClear}>
          Clear filters
        </Clear>
      )}
    </Panel>
  );
}

interface RangeProps {
  legend: string;
  /** Names the bounds for screen readers: 'Minimum price'. */
  noun: string;
  min: RangeFilter;
  max: RangeFilter;
  filters: WatchFilters;
  onChange: (patch: Partial<WatchFilters>) => void;
}

function Range({ legend, noun, min, max, filters, onChange }: RangeProps) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Bounds>
        <Bound name={min} label={`Minimum ${noun}`} placeholder="Min" value={filters[min]} onChange={onChange} />
        <span aria-hidden>–</span>
        <Bound name={max} label={`Maximum ${noun}`} placeholder="Max" value={filters[max]} onChange={onChange} />
      </Bounds>
    </Fieldset>
  );
}

interface BoundProps {
  name: RangeFilter;
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (patch: Partial<WatchFilters>) => void;
}

/**
 * One end of a range, applied when the field is left or Enter is pressed: one history entry per bound
 * rather than one per key. Keyed by its value so the back button shows the bound it restored.
 */
function Bound({ name, label, placeholder, value, onChange }: BoundProps) {
  const apply = (text: string) => {
    const trimmed = text.trim();
    const next = trimmed === '' ? null : Number(trimmed);
    if (next !== value && (next === null || (Number.isFinite(next) && next >= 0))) onChange({ [name]: next });
  };
  return (
    <NumberInput
      key={value ?? ''}
      type="number"
      inputMode="decimal"
      min={0}
      aria-label={label}
      placeholder={placeholder}
      defaultValue={value ?? ''}
      onBlur={(event) => apply(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && apply(event.currentTarget.value)}
    />
  );
}

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 16px 24px;
  margin: -16px 0 32px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  ${smallLabelStyles}
  margin-bottom: 6px;
  padding: 0;
`;

const GroupLabel = styled.label`
  ${smallLabelStyles}
  display: block;
  margin-bottom: 6px;
`;

const GroupBox = styled.div`
  & > select { width: auto; min-width: 180px; }
`;

const Bounds = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const NumberInput = styled(Input)`
  width: 104px;
`;

const Clear = styled(Button)`
  margin-left: auto;
`;
