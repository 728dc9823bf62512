import { LIMITS } from '@caliber/contracts';
import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('testimonials')
@Check('testimonials_rating_check', 'rating BETWEEN 1 AND 5')
export class TestimonialEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: LIMITS.name })
  name!: string;

  @Column({ type: 'varchar', length: 8 })
  initials!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ name: 'collector_since', type: 'varchar', length: 20 })
  collectorSince!: string;

  @Column({ type: 'integer' })
  rating!: number;
}
