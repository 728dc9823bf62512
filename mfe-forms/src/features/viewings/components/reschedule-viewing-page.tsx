import { formatViewingTime, type Viewing, type ViewingBooked } from '@caliber/contracts';
import { ApiError, Button, Container, Eyebrow, Heading, Section, useBusiness } from '@caliber/ui';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { findViewing, rescheduleViewing, useViewingSlots } from '../../../api/viewings';
import { FormStack } from '../../../components/form-stack';
import { HydratedFields } from '../../../components/hydrated-fields';
import { useLinkToken } from '../../../components/use-link-token';
import { reportRefusal, SlotsLoading, SlotsNotice } from '../../../components/viewing-form';
import { useSlotsByDay, useToday, ViewingSlotFields } from '../../../components/viewing-slot-fields';
import { Lead, Problem } from '../../../components/page-text';

interface MoveValues {
  day?: string;
  start?: string;
}

const validate = (values: MoveValues) => (values.start ? undefined : { start: 'Pick a time' });

/** /viewings/reschedule#token=…: the viewing the e-mail names, moved to another free time (docs/viewings.md). */
export function RescheduleViewingPage() {
  const token = useLinkToken();
  const business = useBusiness();
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [moved, setMoved] = useState<ViewingBooked | null>(null);
  const { data, error, mutate } = useViewingSlots(useToday());
  const days = useSlotsByDay(data?.slots);

  useEffect(() => {
    if (token === null) setProblem('This link is incomplete. Open the link from your confirmation e-mail as it is.');
    if (!token) return;
    findViewing(token).then(setViewing, (failure: unknown) =>
      setProblem(failure instanceof ApiError && failure.status === 400 ? failure.detail : `We could not find the viewing just now. Please try again, or write to ${business.email.address}.`),
    );
  }, [token, business.email.address]);

  const onSubmit = async ({ start }: MoveValues) => {
    try {
      setMoved(await rescheduleViewing(token!, start!));
    } catch (failure) {
      await reportRefusal(failure, 'Your viewing could not be moved. Please try again.', () => mutate());
    }
  };

  const zone = data?.timeZone;
  return (
    <Section>
      <Container>
        <Box>
          <Eyebrow>Viewing</Eyebrow>
          <Heading level={1}>Choose Another Time</Heading>
          {problem && <Problem role="alert">{problem}</Problem>}
          {moved && zone ? (
            <Lead role="status">Your viewing now takes place {formatViewingTime(Date.parse(moved.start), zone)}. A new invitation is on its way by e-mail.</Lead>
          ) : viewing?.status === 'cancelled' ? (
            <Lead>This viewing was cancelled. Book a new one from the contact page whenever you like.</Lead>
          ) : viewing && zone ? (
            <>
              <Lead>
                Your viewing{viewing.watch ? ` of the ${viewing.watch.label}` : ''} is booked for {formatViewingTime(Date.parse(viewing.start), zone)}. Pick
                another time below.
              </Lead>
              {error ? (
                <SlotsNotice role="alert">The free times could not be loaded. Please refresh the page in a moment.</SlotsNotice>
              ) : days.size === 0 ? (
                <SlotsNotice>No other times are free in the next two weeks. Write to us and we will find one.</SlotsNotice>
              ) : (
                <Form<MoveValues> onSubmit={onSubmit} validate={validate} initialValues={{ day: [...days.keys()][0] }}>
                  {({ handleSubmit, submitting }) => (
                    <FormStack onSubmit={handleSubmit} aria-label="Choose another time">
                      <HydratedFields>
                        <ViewingSlotFields data={data!} days={days} />
                        <Button type="submit" disabled={submitting}>
                          {submitting ? 'Moving...' : 'Move Viewing'}
                        </Button>
                      </HydratedFields>
                    </FormStack>
                  )}
                </Form>
              )}
            </>
          ) : (
            !problem && <SlotsLoading />
          )}
        </Box>
      </Container>
    </Section>
  );
}

const Box = styled.div`
  display: grid;
  gap: 20px;
  max-width: 560px;
`;

