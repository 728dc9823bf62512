import styled from 'styled-components';

/** The watch page's 'Shipping & Returns' tab (docs/storefront.md watch page text). */
export function ShippingReturns() {
  return (
    <Text>
      <p>
        Every watch ships fully insured, with signature confirmation on delivery, and is packed by hand in our own
        presentation box.
      </p>
      <p>
        You have a 3-day inspection period from delivery. If the watch is not right for you, return it in the condition
        received for a full refund minus shipping costs.
      </p>
      <ul>
        <li>3-day inspection period</li>
        <li>Full refund minus shipping costs</li>
        <li>Insured shipping</li>
        <li>Signature confirmation on delivery</li>
      </ul>
    </Text>
  );
}

const Text = styled.div`
  display: grid;
  gap: 16px;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.ink};

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: 20px;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
