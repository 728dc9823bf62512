import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** An uploaded image: the original lives at /uploads/<id>.<extension>, its WebP copies beside it. */
@Entity('uploads')
export class UploadEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id!: string;

  @Column({ type: 'varchar', length: 8 })
  extension!: string;

  /** The operator's own file name, shown in the picker. */
  @Column({ type: 'varchar', length: 255 })
  filename!: string;

  @Column({ name: 'content_type', type: 'varchar', length: 40 })
  contentType!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Index('uploads_created_at_idx')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'compressed_at', type: 'timestamptz', nullable: true })
  compressedAt!: Date | null;
}
