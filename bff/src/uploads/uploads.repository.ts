import { UploadEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

// The picker shows the latest uploads; older ones stay reachable by their URL.
const LIST_LIMIT = 500;

@Injectable()
export class UploadsRepository {
  constructor(@InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>) {}

  add(fields: Omit<UploadEntity, 'createdAt' | 'compressedAt'>): Promise<UploadEntity> {
    return this.uploads.save(this.uploads.create(fields));
  }

  findNewest(): Promise<UploadEntity[]> {
    return this.uploads.find({ order: { createdAt: 'DESC', id: 'ASC' }, take: LIST_LIMIT });
  }
}
