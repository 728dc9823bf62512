import type { Condition } from '@caliber/contracts';
import {
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

@Entity('watches')
@Unique('watches_source_uq', ['source', 'sourceId'])
@Index('watches_created_at_idx', ['createdAt'])
@Index('watches_featured_idx', ['featured', 'createdAt'])
export class WatchEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  brand!: string;

  @Column({ type: 'varchar', length: 200 })
  model!: string;

  @Column({ type: 'varchar', length: 200 })
  reference!: string;

  /** numeric(12,2); pg returns it as a string, which is how the API sends it. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price!: string;

  @Column({ type: 'varchar', length: 200 })
  movement!: string;

  @Column({ name: 'case_material', type: 'varchar', length: 200 })
  caseMaterial!: string;

  @Column({ name: 'case_size', type: 'varchar', length: 200 })
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
  @JoinColumn({ name: 'collection_id' })
  collection?: Relation<CollectionEntity>;

  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  @Column({ type: 'varchar', length: 160, unique: true })
  slug!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  source!: string | null;

  @Column({ name: 'source_id', type: 'varchar', length: 40, nullable: true })
  sourceId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
