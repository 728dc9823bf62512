import { CollectionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

@Injectable()
export class CollectionsRepository {
  constructor(@InjectRepository(CollectionEntity) private readonly collections: Repository<CollectionEntity>) {}

  findAllOrdered(): Promise<CollectionEntity[]> {
    return this.collections.find({ order: { displayOrder: 'ASC', id: 'ASC' } });
  }

  findBySlug(slug: string): Promise<CollectionEntity | null> {
    return this.collections.findOneBy({ slug });
  }
}
