import { UploadEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';

// The picker shows the latest uploads; older ones stay reachable by their URL.
const LIST_LIMIT = 500;

/** Uploaded and imported pictures: the BFF adds and lists them, the worker compresses them. */
@Injectable()
export class UploadsRepository {
  constructor(@InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>) {}

  add(fields: Omit<UploadEntity, 'createdAt' | 'compressedAt'>): Promise<UploadEntity> {
    return this.uploads.save(this.uploads.create(fields));
  }

  findNewest(): Promise<UploadEntity[]> {
    return this.uploads.find({ order: { createdAt: 'DESC', id: 'ASC' }, take: LIST_LIMIT });
  }

  findById(id: string): Promise<UploadEntity | null> {
    return this.uploads.findOneBy({ id });
  }

  /** The ids of uploads still without their copies, oldest first, at most `limit`. */
  async findUncompressedIds(limit: number): Promise<string[]> {
    const pending = await this.uploads.find({ select: { id: true }, where: { compressedAt: IsNull() }, order: { createdAt: 'ASC' }, take: limit });
    return pending.map(({ id }) => id);
  }

  async markCompressed(id: string): Promise<void> {
    await this.uploads.update({ id }, { compressedAt: new Date() });
  }

  /** Adds an upload; one already there with this id is left as it is. */
  async addIfAbsent(fields: Omit<UploadEntity, 'createdAt' | 'compressedAt'>): Promise<void> {
    await this.uploads.createQueryBuilder().insert().values(fields).orIgnore().execute();
  }
}
