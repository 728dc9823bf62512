import { Eyebrow, Heading } from '@caliber/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface SectionHeaderProps {
  eyebrow?: string;
  title: string;
  /** 1 for a page title, 2 for a section of a page. */
  level?: 1 | 2;
  intro?: ReactNode;
  /** Controls placed at the right of the title, e.g. sort and filter. */
  actions?: ReactNode;
}

export function SectionHeader({ eyebrow, title, level = 2, intro, actions }: SectionHeaderProps) {
  return (
    <Header>
      <div>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading level={level}>{title}</Heading>
        {intro && <Intro>{intro}</Intro>}
      </div>
      {actions}
    </Header>
  );
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 24px;
  margin-bottom: 48px;

  @media (max-width: 767px) {
    margin-bottom: 32px;
  }
`;

const Intro = styled.div`
  max-width: 640px;
  margin-top: 12px;
  font-size: 17px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};

  p {
    margin: 0;
  }
`;
