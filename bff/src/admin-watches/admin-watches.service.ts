import {
  check,
  normalizeGallery,
  watchFieldPatchSchema,
  watchFormSchema,
  isInlineEdit,
  type Watch,
  type WatchFormPayload,
} from '@caliber/contracts';
import { CollectionEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { toWatch } from '../catalog/watch.mapper.js';
import { WatchesRepository } from '../catalog/watches.repository.js';
import { badRequest, conflict, notFound } from '../common/api-error.js';

@Injectable()
export class AdminWatchesService {
  constructor(
    @InjectRepository(WatchEntity) private readonly watches: Repository<WatchEntity>,
    @InjectRepository(CollectionEntity) private readonly collections: Repository<CollectionEntity>,
    private readonly catalogWatches: WatchesRepository,
    private readonly cache: PublicCacheService,
  ) {}

  async list(): Promise<Watch[]> {
    return (await this.catalogWatches.findAll()).map(toWatch);
  }

  async create(payload: WatchFormPayload): Promise<Watch> {
    await this.assertCollectionExists(payload.collectionId);
    await this.assertSlugFree(payload.slug);
    const saved = await this.watches.save(this.watches.create(this.fields(payload)));
    return this.afterWrite(saved.id);
  }

  /** A full watch replaces every field; a body with one of brand, model, reference or price is an inline edit. */
  async update(id: number, body: unknown): Promise<Watch> {
    const existing = await this.watches.findOneBy({ id });
    if (!existing) throw notFound(`No watch has the id ${id}`);
    if (isInlineEdit(body)) {
      const patch = check(watchFieldPatchSchema, body);
      if (!patch.ok) throw badRequest(patch.message);
      // An inline edit never changes the slug: links to the watch keep working.
      await this.watches.update({ id }, patch.value);
      return this.afterWrite(id);
    }
    const full = check(watchFormSchema, body);
    if (!full.ok) throw badRequest(full.message);
    await this.assertCollectionExists(full.value.collectionId);
    if (full.value.slug !== existing.slug) await this.assertSlugFree(full.value.slug);
    await this.watches.update({ id }, this.fields(full.value));
    return this.afterWrite(id);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.watches.delete({ id });
    if (!affected) throw notFound(`No watch has the id ${id}`);
    await this.cache.invalidate();
  }

  private fields(payload: WatchFormPayload): Partial<WatchEntity> {
    const gallery = normalizeGallery(payload.imageGallery);
    return {
      brand: payload.brand.trim(),
      model: payload.model.trim(),
      reference: payload.reference.trim(),
      price: payload.price,
      movement: payload.movement.trim(),
      caseMaterial: payload.caseMaterial.trim(),
      caseSize: payload.caseSize.trim(),
      condition: payload.condition,
      year: payload.year ?? null,
      description: payload.description,
      imageUrl: payload.imageUrl.trim(),
      imageGallery: gallery.length > 0 ? gallery : null,
      collectionId: payload.collectionId,
      featured: payload.featured,
      slug: payload.slug,
      ...(payload.source !== undefined ? { source: payload.source || null } : {}),
      ...(payload.sourceId !== undefined ? { sourceId: payload.sourceId || null } : {}),
    };
  }

  private async afterWrite(id: number): Promise<Watch> {
    await this.cache.invalidate();
    return toWatch((await this.catalogWatches.findById(id))!);
  }

  private async assertCollectionExists(collectionId: number): Promise<void> {
    if (!(await this.collections.existsBy({ id: collectionId }))) throw badRequest(`collectionId: No collection has the id ${collectionId}`);
  }

  private async assertSlugFree(slug: string): Promise<void> {
    if (await this.watches.existsBy({ slug })) throw conflict(`The slug "${slug}" is already used by another watch`);
  }
}
