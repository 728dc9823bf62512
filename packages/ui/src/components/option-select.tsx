import { useEffect, useEffectEvent, useRef, type SelectHTMLAttributes } from 'react';
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
  const select = useRef<HTMLSelectElement>(null);
  useChoiceMadeBeforeHydration(select, selectProps.value);
  return (
    <Select ref={select} {...selectProps}>
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * A visitor may choose in a server-rendered select before the page's code has run: the select then shows
 * the choice while the component's value says otherwise, and React never hears of it. Once hydrated, the
 * choice is sent again as the change event it was, so it takes effect (docs/server-rendering.md, "Forms
 * and controls before hydration"). A value the options cannot show is no visitor's choice and is left alone.
 */
function useChoiceMadeBeforeHydration(select: React.RefObject<HTMLSelectElement | null>, value: SelectHTMLAttributes<HTMLSelectElement>['value']) {
  const replayChoice = useEffectEvent(() => {
    const element = select.current;
    if (!element || value === undefined || Array.isArray(value)) return;
    const expected = String(value);
    const canShow = Array.from(element.options).some((option) => option.value === expected);
    if (canShow && element.value !== expected) element.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // At mount only: afterwards the select and its value move together through React.
  useEffect(() => replayChoice(), []);
}
