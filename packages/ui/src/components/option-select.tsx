import type { SelectHTMLAttributes } from 'react';
import { Select } from './select';

export interface SelectOption {
  value: string;
  label: string;
}

export interface OptionSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** Label of a first choice with the empty value, e.g. 'Select a collection' or 'All messages'. */
  emptyOption?: string;
}

/** A Select of the given options, after the empty choice when there is one. */
export function OptionSelect({ options, emptyOption, ...selectProps }: OptionSelectProps) {
  return (
    <Select {...selectProps}>
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
