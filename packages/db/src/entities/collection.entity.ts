import { LIMITS } from '@caliber/contracts';
import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { WatchEntity } from './watch.entity.js';

@Entity('collections')
@Index('collections_display_order_idx', ['displayOrder', 'id'])
export class CollectionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: LIMITS.name })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl!: string;

  @Column({ type: 'varchar', length: LIMITS.slug, unique: true })
  slug!: string;

  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder!: number;

  @OneToMany('WatchEntity', (watch: WatchEntity) => watch.collection)
  watches?: Relation<WatchEntity[]>;
}
