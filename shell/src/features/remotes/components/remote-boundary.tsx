import { Button, Container } from '@caliber/ui';
import { Component, Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { forgetFailedRemoteModules } from '../../../lib/remotes';

const Notice = styled.div<{ $tone: 'light' | 'dark' }>`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 24px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'dark' ? 'rgba(248, 246, 241, 0.24)' : theme.colors.line)};
  background: ${({ theme, $tone }) => ($tone === 'dark' ? 'transparent' : theme.colors.surface)};
`;

const PageArea = styled(Container)`
  min-height: 50vh;
  padding-block: 56px;
`;

interface Props {
  /** What the visitor is missing, e.g. 'This page' or 'The newsletter signup'. */
  label: string;
  tone?: 'light' | 'dark';
  /** A whole page: the notice sits in the page container. */
  page?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * Catches a remote that fails to load or render, says so plainly and offers a Retry that mounts the
 * area again (and so loads the remote again). The rest of the page keeps working.
 */
export class RemoteBoundary extends Component<Props, State> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[caliber] ${this.props.label} failed`, error);
  }

  private retry = () => {
    forgetFailedRemoteModules();
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  render() {
    const { label, tone = 'light', page, children } = this.props;
    if (this.state.failed) {
      const notice = (
        <Notice role="alert" $tone={tone}>
          <p>{label} could not be loaded. Please try again.</p>
          <Button type="button" variant="secondary" onClick={this.retry}>
            Retry
          </Button>
        </Notice>
      );
      return page ? <PageArea>{notice}</PageArea> : notice;
    }
    return <Fragment key={this.state.attempt}>{children}</Fragment>;
  }
}
