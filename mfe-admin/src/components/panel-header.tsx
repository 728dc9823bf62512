import { Heading } from '@caliber/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
`;

const Text = styled.div`
  display: grid;
  gap: 4px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

interface PanelHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right, e.g. 'Add New Watch'. */
  actions?: ReactNode;
}

/** A tab panel's heading with its actions. */
export function PanelHeader({ title, description, actions }: PanelHeaderProps) {
  return (
    <Header>
      <Text>
        <Heading level={2} size="h3">
          {title}
        </Heading>
        {description && <p>{description}</p>}
      </Text>
      {actions}
    </Header>
  );
}
