import type { ViewingSlot, ViewingSlots } from '@caliber/contracts';
import { Field, Select } from '@caliber/ui';
import { useMemo, useSyncExternalStore } from 'react';
import { Field as FormField, useField } from 'react-final-form';
import { fieldError } from '../lib/field-error';
import { requiredLabel } from '../lib/required-label';

const noSubscription = () => () => undefined;

/** Today's date in the browser, null while the server renders: the free times are read in the browser only. */
export const useToday = () =>
  useSyncExternalStore(
    noSubscription,
    () => new Date().toISOString().slice(0, 10),
    () => null,
  );

/** `Monday, March 15` of a slot's local date. */
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`));

/** The free slots by their local date, in order. */
export function useSlotsByDay(slots: ViewingSlot[] | undefined): Map<string, ViewingSlot[]> {
  return useMemo(() => {
    const days = new Map<string, ViewingSlot[]>();
    for (const slot of slots ?? []) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
    return days;
  }, [slots]);
}

/** A day, then one of its free times (`start`, the slot's UTC start), in a react-final-form form. */
export function ViewingSlotFields({ data, days }: { data: ViewingSlots; days: Map<string, ViewingSlot[]> }) {
  const day = useField<string>('day', { subscription: { value: true } }).input.value;
  return (
    <>
      <FormField<string> name="day">
        {({ input }) => (
          <Field label="Day">
            <Select {...input}>
              {[...days.keys()].map((date) => (
                <option key={date} value={date}>
                  {dayLabel(date)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </FormField>
      <FormField<string> name="start">
        {({ input, meta }) => (
          <Field label={requiredLabel(`Time (${data.timeZoneLabel})`, true)} error={fieldError(meta) ? 'Pick a time' : undefined}>
            <Select {...input}>
              <option value="">Pick a time</option>
              {(days.get(day) ?? []).map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {slot.time}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </FormField>
    </>
  );
}
