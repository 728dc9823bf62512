import type { LucideIcon } from 'lucide-react';
import { smallLabelStyles } from '@caliber/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;

  &:is(button) {
    cursor: pointer;
    transition: border-color ${({ theme }) => theme.motion.fast};
    &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  }
`;

const Text = styled.span`
  display: grid;
  gap: 4px;
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${smallLabelStyles}
`;

const Value = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.h2};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.accentText};
`;

interface CountCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  /** Makes the card a button, e.g. the inquiries card opening the inquiries list. */
  onOpen?: () => void;
  openHint?: string;
}

/** One dashboard figure: label, number and icon. */
export function CountCard({ label, value, icon: Icon, onOpen, openHint }: CountCardProps) {
  return (
    <Box as={onOpen ? 'button' : 'div'} type={onOpen ? 'button' : undefined} onClick={onOpen}>
      <Text>
        <Label>{label}</Label>
        <Value>{value}</Value>
        {onOpen && openHint && <Hint>{openHint}</Hint>}
      </Text>
      <Icon size={28} aria-hidden strokeWidth={1.5} />
    </Box>
  );
}
