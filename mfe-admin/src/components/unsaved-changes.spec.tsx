import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { FormTextField } from './form-text-field';
import { DirtySpy, GuardedDialog } from './unsaved-changes';

function renderDialog(onClose: () => void) {
  renderWithProviders(
    <GuardedDialog open onClose={onClose} title="Edit Note">
      {(requestClose) => (
        <Form initialValues={{ note: 'first' }} onSubmit={() => {}}>
          {() => (
            <form>
              <DirtySpy />
              <FormTextField name="note" label="Note" />
              <button type="button" onClick={requestClose}>
                Cancel
              </button>
            </form>
          )}
        </Form>
      )}
    </GuardedDialog>,
  );
}

const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('GuardedDialog', () => {
  it('closes at once while the form is unchanged', () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks before discarding changes, and warns on leaving the page meanwhile', () => {
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'changed' } });
    expect(beforeUnloadCancelled()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('changed');

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
