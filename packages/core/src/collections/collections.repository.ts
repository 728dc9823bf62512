import { CollectionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

/** The catalogue's collections, read-only: they are written inside the core's writers alone (`CollectionStore`). */
@Injectable()
export class CollectionsRepository {
  constructor(@InjectRepository(CollectionEntity) protected readonly collections: Repository<CollectionEntity>) {}

  findAllOrdered(): Promise<CollectionEntity[]> {
    return this.collections.find({ order: { displayOrder: 'ASC', id: 'ASC' } });
  }

  findBySlug(slug: string): Promise<CollectionEntity | null> {
    return this.collections.findOneBy({ slug });
  }

  findById(id: number): Promise<CollectionEntity | null> {
    return this.collections.findOneBy({ id });
  }

  exists(id: number): Promise<boolean> {
    return this.collections.existsBy({ id });
  }

  isSlugTaken(slug: string): Promise<boolean> {
    return this.collections.existsBy({ slug });
  }
}
