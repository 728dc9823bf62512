import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

@Injectable()
export class DatabaseRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Resolves once PostgreSQL answers a trivial query. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
