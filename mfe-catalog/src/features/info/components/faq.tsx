import { Plus } from 'lucide-react';
import styled from 'styled-components';

const QUESTIONS = [
  {
    question: 'How can I track my order?',
    answer:
      'As soon as your watch is collected by the carrier we email you a tracking number. Standard shipping takes 3-5 business days and express 1-2 business days; every parcel is insured and needs a signature on delivery.',
  },
  {
    question: 'Do your watches come with a warranty?',
    answer:
      "Yes. Vintage and pre-owned watches carry our own 1-year dealer warranty. New watches come with the manufacturer's warranty, which runs from 2 to 5 years depending on the brand.",
  },
  {
    question: 'Do you ship internationally?',
    answer:
      'Yes, we ship fully insured to most countries. Import duties and local taxes are set by the destination country and paid by the buyer; contact us before ordering and we will quote the shipping cost.',
  },
  {
    question: 'Do you offer servicing and repairs?',
    answer:
      'Yes. Our watchmakers service and repair mechanical and quartz watches, including pieces bought elsewhere. Contact us with the make, model and what you have noticed, and we will send an estimate.',
  },
] as const;

export function Faq() {
  return (
    <List>
      {QUESTIONS.map(({ question, answer }) => (
        <Item key={question}>
          <summary>
            <span>{question}</span>
            <Plus size={18} aria-hidden />
          </summary>
          <p>{answer}</p>
        </Item>
      ))}
    </List>
  );
}

const List = styled.div`
  max-width: 72ch;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    min-height: 44px;
    padding: 20px 0;
    font-size: 18px;
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
    transition: transform ${({ theme }) => theme.motion.base};
  }

  &[open] svg {
    transform: rotate(45deg);
  }

  p {
    margin: 0 0 24px;
    line-height: 1.7;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
