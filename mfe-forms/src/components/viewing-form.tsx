import { viewingRequestSchema, type ViewingSlot } from '@caliber/contracts';
import { ApiError, Button, Field, Select, Skeleton, toast } from '@caliber/ui';
import type { FormApi } from 'final-form';
import { useMemo, useSyncExternalStore } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import styled from 'styled-components';
import { FormStack } from './form-stack';
import { HydratedFields } from './hydrated-fields';
import { TextField } from './text-field';
import { fieldError } from '../lib/field-error';
import { requiredLabel } from '../lib/required-label';
import { validateWith } from '../lib/validate-with';
import { bookViewing, useViewingSlots } from '../api/viewings';

const validate = validateWith(viewingRequestSchema);

interface ViewingValues {
  day?: string;
  start: string;
  name: string;
  email: string;
  phone: string;
}

export interface ViewingFormProps {
  /** The watch to see; none for a general visit (the contact page). */
  watchId?: number;
  watchLabel?: string;
}

const noSubscription = () => () => undefined;
/** Today's date in the browser, null while the server renders: the slots are read in the browser only. */
const useToday = () =>
  useSyncExternalStore(
    noSubscription,
    () => new Date().toISOString().slice(0, 10),
    () => null,
  );

const dayLabel = (date: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`));

/** A day and a free time of the shop's viewing hours, then name, e-mail and phone (docs/viewings.md). */
export function ViewingForm({ watchId, watchLabel }: ViewingFormProps) {
  const { data, error, mutate } = useViewingSlots(useToday());
  const days = useMemo(() => groupByDay(data?.slots ?? []), [data]);

  const onSubmit = async (values: ViewingValues, form: FormApi<ViewingValues>) => {
    try {
      await bookViewing({ start: values.start, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), ...(watchId ? { watchId } : {}) });
    } catch (failure) {
      const taken = failure instanceof ApiError && failure.status === 409;
      toast({ title: taken ? 'That time was just taken' : 'Error', description: taken ? failure.detail : 'Your viewing could not be booked. Please try again.', variant: 'destructive' });
      if (taken) await mutate();
      return;
    }
    const slot = data?.slots.find(({ start }) => start === values.start);
    form.restart();
    await mutate();
    toast({
      title: 'Viewing Booked',
      description: `We look forward to seeing you${slot ? ` on ${dayLabel(slot.date)} at ${slot.time} ${data?.timeZoneLabel ?? ''}` : ''}. Your confirmation and calendar invitation are on their way by e-mail.`,
    });
  };

  if (error) return <Notice role="alert">The free times could not be loaded. Please refresh the page in a moment, or call us.</Notice>;
  if (!data)
    return (
      <div role="status" aria-label="Loading the free times">
        <Skeleton height="420px" />
      </div>
    );
  if (days.size === 0) return <Notice>No times are free in the next two weeks. Write to us and we will find one.</Notice>;

  return (
    <Form<ViewingValues> onSubmit={onSubmit} validate={validate} initialValues={{ day: [...days.keys()][0] }}>
      {({ handleSubmit, submitting, values }) => (
        <FormStack onSubmit={handleSubmit} aria-label={watchLabel ? `Book a viewing of the ${watchLabel}` : 'Book a viewing'}>
          <HydratedFields>
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
                    {(days.get(values.day ?? '') ?? []).map((slot) => (
                      <option key={slot.start} value={slot.start}>
                        {slot.time}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
            </FormField>
            <TextField name="name" label="Name" autoComplete="name" required />
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Booking...' : 'Book Viewing'}
            </Button>
          </HydratedFields>
        </FormStack>
      )}
    </Form>
  );
}

function groupByDay(slots: ViewingSlot[]): Map<string, ViewingSlot[]> {
  const days = new Map<string, ViewingSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return days;
}

const Notice = styled.p`
  margin: 0;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
