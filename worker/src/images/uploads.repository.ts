import { UploadEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';

@Injectable()
export class UploadsRepository {
  constructor(@InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>) {}

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
