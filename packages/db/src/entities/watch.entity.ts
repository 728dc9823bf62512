import { AVAILABILITIES, LIMITS, type Availability, type Condition, type WatchRecord } from '@caliber/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { CollectionEntity } from './collection.entity.js';
import { oneOf } from './one-of.js';

@Entity('watches')
@Check('watches_price_check', 'price >= 0')
@Unique('watches_source_uq', ['source', 'sourceId'])
@Index('watches_created_at_idx', ['createdAt'])
@Index('watches_featured_idx', ['featured', 'createdAt'])
@Check('watches_availability_check', oneOf('availability', AVAILABILITIES))
@Index('watches_availability_idx', ['availability'])
// A trigram index on brand, model and reference for the inventory's search; TypeORM cannot declare one (docs/back-office.md).
@Index('watches_inventory_search_idx', { synchronize: false })
// On `lower(brand)`, for the similar watches and the search alerts' brand; an expression index TypeORM cannot declare.
@Index('watches_lower_brand_idx', { synchronize: false })
/** Implements the contract's record, so a watch field missing here does not compile (docs/adding-a-watch-field.md). */
export class WatchEntity implements WatchRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: LIMITS.watchText })
  brand!: string;

  @Column({ type: 'varchar', length: LIMITS.watchText })
  model!: string;

  @Column({ type: 'varchar', length: LIMITS.watchText })
  reference!: string;

  /** numeric(12,2); pg returns it as a string, which is how the API sends it. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price!: string;

  @Column({ type: 'varchar', length: LIMITS.watchText })
  movement!: string;

  @Column({ name: 'case_material', type: 'varchar', length: LIMITS.watchText })
  caseMaterial!: string;

  @Column({ name: 'case_size', type: 'varchar', length: LIMITS.watchText })
  caseSize!: string;

  @Column({ type: 'varchar', length: 20 })
  condition!: Condition;

  @Column({ type: 'integer', nullable: true })
  year!: number | null;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl!: string;

  @Column({ name: 'image_gallery', type: 'text', array: true, nullable: true })
  imageGallery!: string[] | null;

  @Index('watches_collection_idx')
  @Column({ name: 'collection_id', type: 'integer' })
  collectionId!: number;

  @ManyToOne('CollectionEntity', (collection: CollectionEntity) => collection.watches, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'collection_id', foreignKeyConstraintName: 'watches_collection_id_fkey' })
  collection?: Relation<CollectionEntity>;

  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'available' })
  availability!: Availability;

  /**
   * When the watch last became available (listed available, or back from on hold or sold); null while it is
   * not. Kept by the trigger `watches_available_since` whatever writes the watch (docs/search-alerts.md).
   */
  @Index('watches_available_since_idx')
  @Column({ name: 'available_since', type: 'timestamptz', nullable: true })
  availableSince!: Date | null;

  @Column({ type: 'varchar', length: LIMITS.slug, unique: true })
  slug!: string;

  @Column({ type: 'varchar', length: LIMITS.source, nullable: true })
  source!: string | null;

  @Column({ name: 'source_id', type: 'varchar', length: LIMITS.source, nullable: true })
  sourceId!: string | null;

  // The eBay sync's state of an imported watch (docs/ebay-sync.md); not watch fields, so not in WatchRecord.

  /** When the sync last read this watch's listing; the least recently checked go first. */
  @Column({ name: 'checked_on_ebay_at', type: 'timestamptz', nullable: true })
  checkedOnEbayAt!: Date | null;

  /** eBay's price at that check. */
  @Column({ name: 'ebay_price', type: 'numeric', precision: 12, scale: 2, nullable: true })
  ebayPrice!: string | null;

  /** The eBay price the operator last decided on (or that matched ours): it is not flagged again. */
  @Column({ name: 'ebay_price_settled', type: 'numeric', precision: 12, scale: 2, nullable: true })
  ebayPriceSettled!: string | null;

  @Column({ name: 'availability_set_by_hand_at', type: 'timestamptz', nullable: true })
  availabilitySetByHandAt!: Date | null;

  @Column({ name: 'availability_synced_at', type: 'timestamptz', nullable: true })
  availabilitySyncedAt!: Date | null;

  /** When a suspect sync run found the listing ended: the watch waits for the operator to confirm or dismiss. */
  @Index('watches_ebay_ended_held_idx', { where: 'ebay_ended_held_at IS NOT NULL' })
  @Column({ name: 'ebay_ended_held_at', type: 'timestamptz', nullable: true })
  ebayEndedHeldAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
