import {
  secondFactorCodeSchema,
  totpEnrolSchema,
  type SecondFactorCodePayload,
  type SessionUser,
  type TotpEnrolment,
  type TotpEnrolPayload,
} from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Dialog } from '../../../components/dialog';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-text-field';
import { SaveActions } from '../../../components/save-actions';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { setSession } from '../../../lib/session';
import { validateWith } from '../../../lib/validate-with';
import { confirmTotp, startTotpEnrolment, turnOffTotp } from '../api/second-factor';
import { QrCode } from './qr-code';

const Stack = styled.div`
  display: grid;
  gap: 16px;

  p { margin: 0; }
`;

const Secret = styled.code`
  font-size: 1.05rem;
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const CodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: 8px 32px;
  margin: 0;
  padding-left: 24px;
  font-family: ui-monospace, monospace;
  font-size: 1.05rem;
`;

const validatePassword = validateWith<TotpEnrolPayload, TotpEnrolPayload>(totpEnrolSchema);
const validateCode = validateWith<SecondFactorCodePayload, SecondFactorCodePayload>(secondFactorCodeSchema);

/** The secret in groups of four, as authenticator apps show typed-in keys. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Step = { name: 'password' } | { name: 'scan'; enrolment: TotpEnrolment } | { name: 'codes'; recoveryCodes: string[] };

/**
 * 'Second Factor' (docs/back-office.md): without one, the password again, then a QR code and the secret as text
 * for the authenticator app, the app's first code to confirm, and the ten recovery codes shown this once; with
 * one, a current code or a recovery code turns it off.
 */
export function SecondFactorButton({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const close = () => {
    setOpen(false);
    setStep({ name: 'password' });
  };

  const enrol = async (values: TotpEnrolPayload) => {
    try {
      setStep({ name: 'scan', enrolment: await startTotpEnrolment(values) });
    } catch (error) {
      notifyFailure('Could not start the enrolment', error);
    }
  };

  const confirm = async (values: SecondFactorCodePayload) => {
    try {
      const { recoveryCodes } = await confirmTotp(values);
      setStep({ name: 'codes', recoveryCodes });
    } catch (error) {
      notifyFailure('The code was not accepted', error);
    }
  };

  const finishEnrolment = async () => {
    await setSession({ ...user, secondFactor: true });
    notifySuccess('Second factor on', 'Signing in now asks for a code from your authenticator app.');
    close();
  };

  const turnOff = async (values: SecondFactorCodePayload) => {
    try {
      await turnOffTotp(values);
      await setSession({ ...user, secondFactor: false });
      notifySuccess('Second factor off', 'Signing in asks for your password only.');
      close();
    } catch (error) {
      notifyFailure('The code was not accepted', error);
    }
  };

  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ShieldCheck size={16} aria-hidden />
        {user.secondFactor ? 'Second Factor: On' : 'Second Factor'}
      </Button>
      <Dialog open={open} onClose={step.name === 'codes' ? finishEnrolment : close} title="Second Factor">
        {user.secondFactor ? (
          <Form<SecondFactorCodePayload> key="turn-off" onSubmit={turnOff} validate={validateCode}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Turn off the second factor">
                <Stack>
                  <p>Signing in asks for a code from your authenticator app. To turn this off, enter a current code or one of your recovery codes.</p>
                  <FormTextField name="code" label="Authentication Code" autoComplete="one-time-code" />
                </Stack>
                <SaveActions saveLabel="Turn Off" submitting={submitting} onCancel={close} />
              </form>
            )}
          </Form>
        ) : step.name === 'password' ? (
          <Form<TotpEnrolPayload> key="password" onSubmit={enrol} validate={validatePassword}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Confirm your password">
                <Stack>
                  <p>With a second factor, signing in asks for a code from an authenticator app on your phone as well as your password.</p>
                  <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
                </Stack>
                <SaveActions saveLabel="Continue" submitting={submitting} onCancel={close} />
              </form>
            )}
          </Form>
        ) : step.name === 'scan' ? (
          // Its own key: a form in the same place would keep the password typed in the step before.
          <Form<SecondFactorCodePayload> key="confirm" onSubmit={confirm} validate={validateCode}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Confirm the authenticator app">
                <Stack>
                  <p>Scan this code with your authenticator app, or type the key below into it.</p>
                  <QrCode text={step.enrolment.otpauthUrl} label="QR code for your authenticator app" />
                  <p>
                    Key: <Secret aria-label="Secret key">{grouped(step.enrolment.secret)}</Secret>
                  </p>
                  <FormTextField name="code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" />
                </Stack>
                <SaveActions saveLabel="Turn On" submitting={submitting} onCancel={close} />
              </form>
            )}
          </Form>
        ) : (
          <Stack>
            <p>
              Keep these recovery codes somewhere safe: each signs you in once if your phone is lost. They are shown only now.
            </p>
            <CodeList aria-label="Recovery codes">
              {step.recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </CodeList>
            <FormActions>
              <Button type="button" onClick={finishEnrolment}>
                I Have Saved Them
              </Button>
            </FormActions>
          </Stack>
        )}
      </Dialog>
    </>
  );
}
