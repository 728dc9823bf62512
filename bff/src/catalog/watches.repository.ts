import { WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsWhere, Repository } from 'typeorm';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class WatchesRepository {
  constructor(@InjectRepository(WatchEntity) private readonly watches: Repository<WatchEntity>) {}

  findAll(): Promise<WatchEntity[]> {
    return this.findNewestFirst({});
  }

  findFeatured(): Promise<WatchEntity[]> {
    return this.findNewestFirst({ featured: true });
  }

  findByCollection(collectionId: number): Promise<WatchEntity[]> {
    return this.findNewestFirst({ collectionId });
  }

  findBySlug(slug: string): Promise<WatchEntity | null> {
    return this.watches.findOne({ where: { slug }, relations: { collection: true } });
  }

  findById(id: number): Promise<WatchEntity | null> {
    return this.watches.findOne({ where: { id }, relations: { collection: true } });
  }

  private findNewestFirst(where: FindOptionsWhere<WatchEntity>): Promise<WatchEntity[]> {
    return this.watches.find({ where, relations: { collection: true }, order: NEWEST_FIRST });
  }
}
