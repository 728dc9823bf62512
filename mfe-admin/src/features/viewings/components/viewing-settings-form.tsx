import { check, viewingSettingsSchema, WEEKDAY_LABELS, WEEKDAYS, type ViewingSettings, type Weekday } from '@caliber/contracts';
import { Button, Field, Input, toast } from '@caliber/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/card';
import { LoadError } from '../../../components/load-error';
import { PanelHeader } from '../../../components/panel-header';
import { SkeletonRows } from '../../../components/skeleton-rows';
import { saveViewingSettings, useViewingSettings } from '../api/viewings';

/** The settings as the form edits them: the days closed as one line of dates. */
interface Draft extends Omit<ViewingSettings, 'closedDays'> {
  closedDays: string;
}

const draftOf = (settings: ViewingSettings): Draft => ({ ...settings, closedDays: settings.closedDays.join(', ') });
const settingsOf = (draft: Draft) => ({ ...draft, closedDays: draft.closedDays.split(/[\s,]+/).filter(Boolean) });

/** The viewing hours per weekday (the shop's time zone), slot length, days closed and how far ahead one may book. */
export function ViewingSettingsForm() {
  const { data, error, mutate } = useViewingSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (data) setDraft(draftOf(data));
  }, [data]);

  if (error) return <LoadError what="the viewing hours" error={error} onRetry={() => mutate()} />;
  if (!draft) return <SkeletonRows count={4} height="64px" gap={12} label="Loading the viewing hours" />;

  const setDay = (day: Weekday, hours: ViewingSettings['hours'][Weekday]) => setDraft({ ...draft, hours: { ...draft.hours, [day]: hours } });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = check(viewingSettingsSchema, settingsOf(draft));
    if (!result.ok) return toast({ title: 'Check the viewing hours', description: result.message, variant: 'destructive' });
    setSaving(true);
    try {
      await mutate(await saveViewingSettings(result.value), { revalidate: false });
      toast({ title: 'Viewing hours saved', description: 'Collectors now see the new free times.' });
    } catch {
      toast({ title: 'Error', description: 'The viewing hours could not be saved. Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section>
      <PanelHeader title="Viewing Hours" description="In the shop's time zone; collectors book one slot at a time." />
      <Card as="form" onSubmit={onSubmit} aria-label="Viewing hours">
        <Days>
          {WEEKDAYS.map((day) => {
            const hours = draft.hours[day];
            return (
              <Day key={day}>
                <legend>{WEEKDAY_LABELS[day]}</legend>
                <label>
                  <input type="checkbox" checked={hours !== null} onChange={(event) => setDay(day, event.target.checked ? { open: '10:00', close: '18:00' } : null)} /> Open
                </label>
                {hours && (
                  <>
                    <Field label="From">
                      <Input type="time" value={hours.open} onChange={(event) => setDay(day, { ...hours, open: event.target.value })} />
                    </Field>
                    <Field label="Until">
                      <Input type="time" value={hours.close} onChange={(event) => setDay(day, { ...hours, close: event.target.value })} />
                    </Field>
                  </>
                )}
              </Day>
            );
          })}
        </Days>
        <Row>
          <Field label="Slot length (minutes)">
            <Input type="number" min={15} max={240} value={draft.slotMinutes} onChange={(event) => setDraft({ ...draft, slotMinutes: Number(event.target.value) })} />
          </Field>
          <Field label="Book up to (days ahead)">
            <Input type="number" min={1} max={365} value={draft.bookAheadDays} onChange={(event) => setDraft({ ...draft, bookAheadDays: Number(event.target.value) })} />
          </Field>
          <Field label="Days closed" hint="Dates such as 2026-12-25, separated by commas">
            <Input value={draft.closedDays} onChange={(event) => setDraft({ ...draft, closedDays: event.target.value })} />
          </Field>
        </Row>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Viewing Hours'}
        </Button>
      </Card>
    </section>
  );
}

const Days = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Day = styled.fieldset`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};

  legend {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
