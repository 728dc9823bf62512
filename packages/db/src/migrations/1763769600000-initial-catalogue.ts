import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialCatalogue1763769600000 implements MigrationInterface {
  name = 'InitialCatalogue1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE collections (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        description text NOT NULL,
        image_url text NOT NULL,
        slug varchar(160) NOT NULL CONSTRAINT collections_slug_uq UNIQUE,
        display_order integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`CREATE INDEX collections_display_order_idx ON collections (display_order, id)`);
    await queryRunner.query(`
      CREATE TABLE watches (
        id serial PRIMARY KEY,
        brand varchar(200) NOT NULL,
        model varchar(200) NOT NULL,
        reference varchar(200) NOT NULL,
        price numeric(12,2) NOT NULL CHECK (price >= 0),
        movement varchar(200) NOT NULL,
        case_material varchar(200) NOT NULL,
        case_size varchar(200) NOT NULL,
        condition varchar(20) NOT NULL,
        year integer,
        description text NOT NULL,
        image_url text NOT NULL,
        image_gallery text[],
        collection_id integer NOT NULL REFERENCES collections (id) ON DELETE RESTRICT,
        featured boolean NOT NULL DEFAULT false,
        slug varchar(160) NOT NULL CONSTRAINT watches_slug_uq UNIQUE,
        source varchar(40),
        source_id varchar(40),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT watches_source_uq UNIQUE (source, source_id)
      )`);
    await queryRunner.query(`CREATE INDEX watches_collection_idx ON watches (collection_id)`);
    await queryRunner.query(`CREATE INDEX watches_created_at_idx ON watches (created_at)`);
    await queryRunner.query(`CREATE INDEX watches_featured_idx ON watches (featured, created_at)`);
    await queryRunner.query(`
      CREATE TABLE testimonials (
        id serial PRIMARY KEY,
        name varchar(120) NOT NULL,
        initials varchar(8) NOT NULL,
        text text NOT NULL,
        collector_since varchar(20) NOT NULL,
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5)
      )`);
    await queryRunner.query(`
      CREATE TABLE inquiries (
        id serial PRIMARY KEY,
        kind varchar(16) NOT NULL DEFAULT 'watch',
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40),
        message text NOT NULL,
        watch_id integer REFERENCES watches (id) ON DELETE SET NULL,
        watch_brand varchar(200),
        watch_model varchar(200),
        watch_reference varchar(200),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX inquiries_created_at_idx ON inquiries (created_at)`);
    await queryRunner.query(`CREATE INDEX inquiries_watch_idx ON inquiries (watch_id)`);
    await queryRunner.query(`
      CREATE TABLE subscriptions (
        id serial PRIMARY KEY,
        email varchar(254) NOT NULL CONSTRAINT subscriptions_email_uq UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(64) NOT NULL CONSTRAINT users_username_uq UNIQUE,
        password text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['users', 'subscriptions', 'inquiries', 'testimonials', 'watches', 'collections']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
