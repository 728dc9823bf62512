import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The releases of remotes on other hosts that a BFF accepted (docs/deploying-a-remote.md): the highest
 * sequence per remote, which no replica goes below, and each release's signed manifest as it was read, so a
 * replica can check and serve a build another replica accepted.
 */
export class RemoteReleases1764900000000 implements MigrationInterface {
  name = 'RemoteReleases1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE remote_releases (
      remote varchar(32) NOT NULL,
      sequence bigint NOT NULL,
      version varchar(64) NOT NULL,
      manifest text NOT NULL,
      accepted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (remote, sequence)
    )`);
    await queryRunner.query(`CREATE INDEX remote_releases_version_idx ON remote_releases (remote, version)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE remote_releases`);
  }
}
