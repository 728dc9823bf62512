import type { InquiryKind } from '@caliber/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { WatchEntity } from './watch.entity.js';

@Entity('inquiries')
@Index('inquiries_created_at_idx', ['createdAt'])
export class InquiryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 16, default: 'watch' })
  kind!: InquiryKind;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone!: string | null;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'watch_id', type: 'integer', nullable: true })
  watchId!: number | null;

  @ManyToOne('WatchEntity', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'watch_id' })
  watch?: Relation<WatchEntity> | null;

  @Column({ name: 'watch_brand', type: 'varchar', length: 200, nullable: true })
  watchBrand!: string | null;

  @Column({ name: 'watch_model', type: 'varchar', length: 200, nullable: true })
  watchModel!: string | null;

  @Column({ name: 'watch_reference', type: 'varchar', length: 200, nullable: true })
  watchReference!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
