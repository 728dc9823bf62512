import { viewingRequestSchema } from '@caliber/contracts';
import { ApiError, Button, Skeleton, toast } from '@caliber/ui';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { bookViewing, useViewingSlots } from '../api/viewings';
import { validateWith } from '../lib/validate-with';
import { FormStack } from './form-stack';
import { HydratedFields } from './hydrated-fields';
import { TextField } from './text-field';
import { dayLabel, useSlotsByDay, useToday, ViewingSlotFields } from './viewing-slot-fields';

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

/** A day and a free time of the shop's viewing hours, then name, e-mail and phone (docs/viewings.md). */
export function ViewingForm({ watchId, watchLabel }: ViewingFormProps) {
  const { data, error, mutate } = useViewingSlots(useToday());
  const days = useSlotsByDay(data?.slots);

  const onSubmit = async (values: ViewingValues, form: FormApi<ViewingValues>) => {
    try {
      await bookViewing({ start: values.start, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), ...(watchId ? { watchId } : {}) });
    } catch (failure) {
      await reportRefusal(failure, 'Your viewing could not be booked. Please try again.', () => mutate());
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

  if (error) return <SlotsNotice role="alert">The free times could not be loaded. Please refresh the page in a moment, or call us.</SlotsNotice>;
  if (!data) return <SlotsLoading />;
  if (days.size === 0) return <SlotsNotice>No times are free in the next two weeks. Write to us and we will find one.</SlotsNotice>;

  return (
    <Form<ViewingValues> onSubmit={onSubmit} validate={validate} initialValues={{ day: [...days.keys()][0] }}>
      {({ handleSubmit, submitting }) => (
        <FormStack onSubmit={handleSubmit} aria-label={watchLabel ? `Book a viewing of the ${watchLabel}` : 'Book a viewing'}>
          <HydratedFields>
            <ViewingSlotFields data={data} days={days} />
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

/** A refused booking or move in the destructive toast: a slot just taken says so, and the times are read again. */
export async function reportRefusal(failure: unknown, otherwise: string, reloadSlots: () => Promise<unknown>): Promise<void> {
  const taken = failure instanceof ApiError && failure.status === 409;
  toast({ title: taken ? 'That time was just taken' : 'Error', description: taken ? failure.detail : otherwise, variant: 'destructive' });
  if (taken) await reloadSlots();
}

export function SlotsLoading() {
  return (
    <div role="status" aria-label="Loading the free times">
      <Skeleton height="420px" />
    </div>
  );
}

export const SlotsNotice = styled.p`
  margin: 0;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
