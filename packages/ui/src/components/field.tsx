import { cloneElement, useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { Label } from './label';

const Wrapper = styled.div`
  display: grid;
  gap: 6px;
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.inkMuted)};
`;

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export interface FieldProps {
  label: string;
  /** The single control (Input, Select, Textarea); Field gives it an id and the ARIA links. */
  children: ReactElement<ControlProps>;
  /** Shown below the control in danger and announced with it. */
  error?: string;
  hint?: string;
  className?: string;
}

/** Label above, control, then hint or error below, wired with `htmlFor`, `aria-describedby` and `aria-invalid`. */
export function Field({ label, children, error, hint, className }: FieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <Wrapper className={className}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
      {message && (
        <Message id={messageId} $error={Boolean(error)}>
          {message}
        </Message>
      )}
    </Wrapper>
  );
}
