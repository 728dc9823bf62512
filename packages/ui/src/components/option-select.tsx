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
  const onChange = useChoiceMadeBeforeHydration(select, selectProps.value, selectProps.onChange);
  return (
    <Select ref={select} {...selectProps} onChange={onChange}>
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
 * Choices made before their select's component was mounted, by element: kept on the element rather than in
 * the component, whose in-progress render React may throw away and start again when the event arrives.
 */
const choicesBeforeMount = new WeakMap<HTMLSelectElement, string>();

/**
 * A visitor may choose in a server-rendered select before the page's code has run: the select then shows
 * the choice while the component's value says otherwise, and React never hears of it. Once hydrated, the
 * choice is sent again as the change event it was, so it takes effect (docs/server-rendering.md, "Forms
 * and controls before hydration"). A value the options cannot show is no visitor's choice and is left alone.
 *
 * A choice made while React hydrates, after it has taken the select but before the page's effects have run,
 * reaches `onChange` too early: the router ignores a navigation before it is mounted, and React then sets
 * the controlled select back to its value. Such a choice is kept here and sent again once mounted.
 *
 * A choice made while React hydrates may also reach React itself: it holds the event, hydrates at once, runs
 * the effects (which send the choice again) and then hands the event on. By then React has set the select
 * back to its value until the choice's navigation renders, so that late event names the value the select
 * already has: it is no choice, and is dropped rather than taken as a choice of that value.
 */
function useChoiceMadeBeforeHydration(
  select: React.RefObject<HTMLSelectElement | null>,
  value: SelectHTMLAttributes<HTMLSelectElement>['value'],
  onChange: SelectHTMLAttributes<HTMLSelectElement>['onChange'],
): SelectHTMLAttributes<HTMLSelectElement>['onChange'] {
  const mounted = useRef(false);
  const replayChoice = useEffectEvent(() => {
    mounted.current = true;
    const element = select.current;
    if (!element || value === undefined || Array.isArray(value)) return;
    const expected = String(value);
    const choice = choicesBeforeMount.get(element) ?? element.value;
    choicesBeforeMount.delete(element);
    const canShow = (option: string) => Array.from(element.options).some(({ value: shown }) => shown === option);
    if (!canShow(expected) || !canShow(choice) || choice === expected) return;
    element.value = choice;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // At mount only: afterwards the select and its value move together through React.
  useEffect(() => replayChoice(), []);
  return (event) => {
    if (value !== undefined && !Array.isArray(value) && event.currentTarget.value === String(value)) return;
    if (mounted.current) onChange?.(event);
    else choicesBeforeMount.set(event.currentTarget, event.currentTarget.value);
  };
}
