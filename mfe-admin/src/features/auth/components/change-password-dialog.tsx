import { OPERATOR_PASSWORD_MIN_LENGTH, passwordChangeSchema, type PasswordChangePayload } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { FormTextField } from '../../../components/form-text-field';
import { SaveActions } from '../../../components/save-actions';
import { DirtySpy, GuardedDialog } from '../../../components/unsaved-changes';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { validateWith } from '../../../lib/validate-with';
import { changePassword } from '../api/change-password';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const validate = validateWith<PasswordChangePayload, PasswordChangePayload>(passwordChangeSchema);

/** 'Change Password': the current password and a new one; the operator's other sessions end. Closing with a password typed asks first. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const onSubmit = async (values: PasswordChangePayload) => {
    try {
      await changePassword(values);
      notifySuccess('Password changed', 'Your other sessions have been signed out.');
      close();
    } catch (error) {
      notifyFailure('Failed to change password', error);
    }
  };

  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <KeyRound size={16} aria-hidden />
        Change Password
      </Button>
      <GuardedDialog open={open} onClose={close} title="Change Password">
        {(requestClose) =>
          open && (
            <Form<PasswordChangePayload> onSubmit={onSubmit} validate={validate}>
              {({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate aria-label="Change password">
                  <DirtySpy />
                  <Stack>
                    <FormTextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
                    <FormTextField
                      name="newPassword"
                      label="New Password"
                      type="password"
                      autoComplete="new-password"
                      hint={`At least ${OPERATOR_PASSWORD_MIN_LENGTH} characters. Your other sessions will be signed out.`}
                    />
                  </Stack>
                  <SaveActions saveLabel="Change Password" submitting={submitting} onCancel={requestClose} />
                </form>
              )}
            </Form>
          )
        }
      </GuardedDialog>
    </>
  );
}
