import styled from 'styled-components';
import { HelpPage } from './help-page';
import { Prose } from './prose';

const STEPS = [
  {
    title: 'Documentation review',
    text: 'Serial and reference numbers are checked against manufacturer records, together with the box, papers and service history.',
  },
  {
    title: 'Case and bracelet inspection',
    text: 'Hallmarks, engravings, finishing and end links are examined for correctness and signs of replacement parts.',
  },
  {
    title: 'Dial and hands examination',
    text: 'Under magnification we verify printing, lume, indices and hands against references for the exact model and year.',
  },
  {
    title: 'Movement inspection',
    text: 'A watchmaker opens the caseback to confirm the calibre, its finishing and that every component is genuine.',
  },
  {
    title: 'Timing and performance test',
    text: 'Rate, amplitude and beat error are measured on a timegrapher in several positions.',
  },
  {
    title: 'Water resistance test',
    text: 'Gaskets and crown are pressure-tested so the watch performs as its maker intended.',
  },
  {
    title: 'Final review and certification',
    text: 'A senior specialist signs off, the watch is photographed, and it leaves with our certificate and lifetime authenticity guarantee.',
  },
] as const;

export function AuthenticationPage() {
  return (
    <HelpPage
      crumb="Authentication"
      title="Authentication Process"
      intro="Every watch we sell passes the same seven steps before it is offered to you."
      contactPrompt="Want a watch you already own authenticated? Ask us about an evaluation."
    >
      <Prose>
        <Steps>
          {STEPS.map(({ title, text }, index) => (
            <li key={title}>
              <Number aria-hidden>{index + 1}</Number>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </Steps>
        <h2>Lifetime Authenticity Guarantee</h2>
        <p>
          If a watch bought from us is ever shown not to be genuine, we refund the full purchase price. The guarantee
          does not expire.
        </p>
      </Prose>
    </HelpPage>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: 0;
  margin: 0 0 32px;
  padding: 0 !important;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 48px 1fr;
    gap: 20px;
    margin: 0;
    padding: 20px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }

  h3 {
    margin: 0 0 6px;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Number = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 32px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accent};
  font-variant-numeric: tabular-nums;
`;
