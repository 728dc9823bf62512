import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 24px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.ink};
  }
`;

const Text = styled.span`
  display: grid;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Hint = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
}

/** A checkbox with its label (and an optional hint) beside it. */
export function CheckboxField({ label, hint, ...inputProps }: CheckboxFieldProps) {
  return (
    <Row>
      <input type="checkbox" {...inputProps} />
      <Text>
        {label}
        {hint && <Hint>{hint}</Hint>}
      </Text>
    </Row>
  );
}
