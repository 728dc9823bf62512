import { Button } from '@caliber/ui';
import { FormActions } from './form-actions';

interface SaveActionsProps {
  /** e.g. 'Save Watch'; it reads 'Saving...' while the form submits. */
  saveLabel: string;
  submitting?: boolean;
  onCancel: () => void;
}

/** Cancel and the submit button under an edit dialog's form. */
export function SaveActions({ saveLabel, submitting, onCancel }: SaveActionsProps) {
  return (
    <FormActions>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving...' : saveLabel}
      </Button>
    </FormActions>
  );
}
