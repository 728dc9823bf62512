import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Viewings by appointment (docs/viewings.md): the bookings, one booked viewing per start (a partial
 * unique index, so a cancelled slot can be booked again), and the operator's one row of viewing hours.
 */
export class Viewings1764900300000 implements MigrationInterface {
  name = 'Viewings1764900300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE viewings (
        id serial PRIMARY KEY,
        start_at timestamptz NOT NULL,
        end_at timestamptz NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'booked',
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40) NOT NULL,
        watch_id integer,
        watch_brand varchar(200),
        watch_model varchar(200),
        watch_reference varchar(200),
        watch_slug varchar(160),
        created_at timestamptz NOT NULL DEFAULT now(),
        cancelled_at timestamptz,
        CONSTRAINT viewings_status_check CHECK (status IN ('booked', 'cancelled')),
        CONSTRAINT viewings_watch_id_fkey FOREIGN KEY (watch_id) REFERENCES watches (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX viewings_start_booked_uq ON viewings (start_at) WHERE status = 'booked'`);
    await queryRunner.query(`CREATE INDEX viewings_start_at_idx ON viewings (start_at)`);
    await queryRunner.query(`
      CREATE TABLE viewing_settings (
        id smallint PRIMARY KEY,
        hours jsonb NOT NULL,
        slot_minutes integer NOT NULL,
        closed_days jsonb NOT NULL,
        book_ahead_days integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT viewing_settings_one_row CHECK (id = 1)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE viewing_settings`);
    await queryRunner.query(`DROP TABLE viewings`);
  }
}
