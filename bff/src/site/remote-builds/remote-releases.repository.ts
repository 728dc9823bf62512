import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** A release as accepted: its sequence and version, and the signed manifest's text as it was read. */
export interface AcceptedRelease {
  sequence: number;
  version: string;
  manifest: string;
}

/**
 * The releases of remotes on other hosts that any replica accepted (docs/deploying-a-remote.md): the highest
 * sequence is the floor for every replica, one started later included.
 */
@Injectable()
export class RemoteReleasesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The accepted release with the highest sequence. */
  async latest(remote: string): Promise<AcceptedRelease | null> {
    return this.one('SELECT sequence, version, manifest FROM remote_releases WHERE remote = $1 ORDER BY sequence DESC LIMIT 1', [remote]);
  }

  /** The latest accepted release of a build, for the browser files of a page another replica rendered. */
  async ofVersion(remote: string, version: string): Promise<AcceptedRelease | null> {
    return this.one('SELECT sequence, version, manifest FROM remote_releases WHERE remote = $1 AND version = $2 ORDER BY sequence DESC LIMIT 1', [remote, version]);
  }

  /** Records a release once it is in use; one already recorded (by another replica) is left as it is. */
  async record(remote: string, release: AcceptedRelease): Promise<void> {
    await this.dataSource.query('INSERT INTO remote_releases (remote, sequence, version, manifest) VALUES ($1, $2, $3, $4) ON CONFLICT (remote, sequence) DO NOTHING', [
      remote,
      release.sequence,
      release.version,
      release.manifest,
    ]);
  }

  private async one(sql: string, parameters: unknown[]): Promise<AcceptedRelease | null> {
    const [row] = (await this.dataSource.query(sql, parameters)) as { sequence: string; version: string; manifest: string }[];
    return row ? { sequence: Number(row.sequence), version: row.version, manifest: row.manifest } : null;
  }
}
