import { formatPrice, type EbayPriceChoice, type EbayPriceDifference } from '@caliber/contracts';
import { Button } from '@caliber/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { settleEbayPrice } from '../api/settle-ebay-price';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Flag = styled.strong`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Under a watch whose eBay listing asks another price: both prices, and one click takes either (docs/ebay-sync.md). */
export function EbayPriceRow({ difference, columns }: { difference: EbayPriceDifference; columns: number }) {
  const [saving, setSaving] = useState(false);
  const take = async (choice: EbayPriceChoice) => {
    setSaving(true);
    try {
      await settleEbayPrice(difference.watchId, choice);
      notifySuccess(choice === 'ebay' ? "eBay's price taken" : 'Our price kept');
    } catch (error) {
      notifyFailure('Failed to settle the price', error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <tr aria-label={`Price differs on eBay: ${difference.watch}`}>
      <td colSpan={columns}>
        <Note>
          <Flag>Price differs on eBay</Flag>
          <span>
            eBay: {formatPrice(difference.ebayPrice)} · ours: {formatPrice(difference.price)}
          </span>
          <Button type="button" size="sm" variant="secondary" disabled={saving} onClick={() => void take('ebay')}>
            Take eBay's Price
          </Button>
          <Button type="button" size="sm" variant="text" disabled={saving} onClick={() => void take('ours')}>
            Keep Ours
          </Button>
        </Note>
      </td>
    </tr>
  );
}
