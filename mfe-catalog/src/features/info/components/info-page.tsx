import { Container, Eyebrow, Heading, Section } from '@caliber/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Breadcrumb } from '../../../components/breadcrumb';

interface InfoPageProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  breadcrumb?: { label: string; to?: string }[];
  children: ReactNode;
}

/** The frame of every static page: optional breadcrumb, title block, then the content. */
export function InfoPage({ eyebrow, title, intro, breadcrumb, children }: InfoPageProps) {
  return (
    <Section>
      <Container>
        {breadcrumb && <Breadcrumb items={breadcrumb} />}
        <Header>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1}>{title}</Heading>
          {intro && <Intro>{intro}</Intro>}
        </Header>
        {children}
      </Container>
    </Section>
  );
}

const Header = styled.header`
  display: grid;
  gap: 16px;
  max-width: 72ch;
  margin: 24px 0 48px;
`;

const Intro = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lead};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.inkMuted};

  p {
    margin: 0;
  }
`;
