import { TextField } from './text-field';

/** Name, email, optional phone and message: the fields shared by the inquiry and contact forms. */
export function MessageFields({ messagePlaceholder }: { messagePlaceholder?: string }) {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="name" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
      <TextField name="message" label="Message" multiline rows={5} placeholder={messagePlaceholder} required />
    </>
  );
}
