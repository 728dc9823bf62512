import { CollectionEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

/** The catalogue as imports write it: watches, and the collections they go into. */
@Injectable()
export class WatchesRepository {
  constructor(
    @InjectRepository(WatchEntity) private readonly watches: Repository<WatchEntity>,
    @InjectRepository(CollectionEntity) private readonly collections: Repository<CollectionEntity>,
  ) {}

  collectionExists(id: number): Promise<boolean> {
    return this.collections.existsBy({ id });
  }

  /** The watch imported from this listing of this marketplace, if any. */
  findBySource(source: string, sourceId: string): Promise<WatchEntity | null> {
    return this.watches.findOneBy({ source, sourceId });
  }

  isSlugTaken(slug: string): Promise<boolean> {
    return this.watches.existsBy({ slug });
  }

  add(fields: Partial<WatchEntity>): Promise<WatchEntity> {
    return this.watches.save(this.watches.create(fields));
  }

  async update(id: number, fields: Partial<WatchEntity>): Promise<void> {
    await this.watches.update({ id }, fields);
  }
}
