import type { WatchEntity } from '@caliber/db';
import { In } from 'typeorm';
import { WatchesRepository } from './watches.repository.js';

// The eBay sync may change the availability: the operator has not set it by hand since the sync last did (docs/ebay-sync.md).
const NOT_SET_BY_HAND_SINCE_SYNC = '(availability_set_by_hand_at IS NULL OR availability_set_by_hand_at <= availability_synced_at)';

/**
 * The watches as a writer's transaction reads and writes them (`CatalogueWrites`). Not exported from the
 * package: the apps get the read-only `WatchesRepository`, and write through `WatchWriter`.
 */
export class WatchStore extends WatchesRepository {
  /** Adds a watch; its id. */
  async add(fields: Partial<WatchEntity>): Promise<number> {
    return (await this.watches.save(this.watches.create(fields))).id;
  }

  async update(id: number, fields: Partial<WatchEntity>): Promise<void> {
    await this.watches.update({ id }, fields);
  }

  /**
   * Marks the watch sold, unless the operator set its availability by hand after the sync last set it;
   * either way it counts as checked on eBay. True when it was marked.
   */
  async markSoldUnlessSetByHand(id: number, at: Date): Promise<boolean> {
    // Sold or not, nothing is left for the operator to decide about its ending.
    const result = await this.watches
      .createQueryBuilder()
      .update()
      .set({ availability: 'sold', availabilitySyncedAt: at, checkedOnEbayAt: at, ebayEndedHeldAt: null })
      .where('id = :id', { id })
      .andWhere("availability <> 'sold'")
      .andWhere(NOT_SET_BY_HAND_SINCE_SYNC)
      .execute();
    if ((result.affected ?? 0) > 0) return true;
    await this.watches.update({ id }, { checkedOnEbayAt: at, ebayEndedHeldAt: null });
    return false;
  }

  /**
   * A suspect sync run found these watches' listings ended: each that the sync would have sold (not sold, not
   * set by hand since the sync last set it) waits for the operator instead; all count as checked. The held ids.
   */
  async holdEndedUnlessSetByHand(ids: number[], at: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const result = await this.watches
      .createQueryBuilder()
      .update()
      .set({ checkedOnEbayAt: at, ebayEndedHeldAt: at })
      .where('id IN (:...ids)', { ids })
      .andWhere("availability <> 'sold'")
      .andWhere(NOT_SET_BY_HAND_SINCE_SYNC)
      .returning(['id'])
      .execute();
    const held = (result.raw as { id: number }[]).map((row) => row.id);
    const others = ids.filter((id) => !held.includes(id));
    if (others.length > 0) await this.watches.update({ id: In(others) }, { checkedOnEbayAt: at, ebayEndedHeldAt: null });
    return held;
  }

  /** The operator dismissed the ending a suspect run found: the watch stays as it is. Whether it was waiting. */
  async releaseEndedHold(id: number): Promise<boolean> {
    const { affected } = await this.watches
      .createQueryBuilder()
      .update()
      .set({ ebayEndedHeldAt: null })
      .where('id = :id', { id })
      .andWhere('ebay_ended_held_at IS NOT NULL')
      .execute();
    return Boolean(affected);
  }

  /** Whether there was such a watch to delete. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.watches.delete({ id });
    return Boolean(affected);
  }
}
