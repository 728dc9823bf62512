// The naive peer: a minimal Express app that runs the catalogue queries through a `pg` pool on every
// request and maps the rows to the same JSON as the BFF (packages/contracts' Watch and
// CollectionDetail), with no cache and no added delays. BFF/naive says what the BFF's caching buys.
// Usage: node bench/naive-server.mjs <DATABASE_URL> <port>; prints "listening" when ready.
import express from 'express';
import pg from 'pg';

const [databaseUrl, port] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const WATCH_COLUMNS = `
  w.id, w.brand, w.model, w.reference, w.price, w.movement, w.case_material, w.case_size, w.condition,
  w.year, w.description, w.image_url, w.image_gallery, w.collection_id, c.slug AS collection_slug,
  c.name AS collection_name, w.featured, w.availability, w.slug, w.source, w.source_id, w.created_at`;
const FROM_WATCHES = 'FROM watches w LEFT JOIN collections c ON c.id = w.collection_id';
const NEWEST_FIRST = 'ORDER BY w.created_at DESC, w.id DESC';

// In the BFF's order (packages/contracts' WATCH_FIELDS, then the joined collection and the timestamp).
const toWatch = (row) => ({
  id: row.id,
  brand: row.brand,
  model: row.model,
  reference: row.reference,
  price: row.price,
  movement: row.movement,
  caseMaterial: row.case_material,
  caseSize: row.case_size,
  condition: row.condition,
  year: row.year,
  collectionId: row.collection_id,
  slug: row.slug,
  imageUrl: row.image_url,
  imageGallery: row.image_gallery,
  description: row.description,
  featured: row.featured,
  availability: row.availability,
  source: row.source,
  sourceId: row.source_id,
  collectionSlug: row.collection_slug ?? null,
  collectionName: row.collection_name ?? null,
  createdAt: row.created_at.toISOString(),
});

const app = express();
app.set('etag', false);
app.set('x-powered-by', false);

app.get('/api/watches/featured', async (_req, res, next) => {
  try {
    const { rows } = await pool.query(`SELECT ${WATCH_COLUMNS} ${FROM_WATCHES} WHERE w.featured = true AND w.availability <> 'sold' ${NEWEST_FIRST}`);
    res.json(rows.map(toWatch));
  } catch (error) {
    next(error);
  }
});

app.get('/api/collections/:slug', async (req, res, next) => {
  try {
    const { rows: collections } = await pool.query(
      'SELECT id, name, description, image_url, slug, display_order FROM collections WHERE slug = $1',
      [req.params.slug],
    );
    const collection = collections[0];
    if (!collection) return res.status(404).json({ message: 'Not found' });
    const { rows } = await pool.query(`SELECT ${WATCH_COLUMNS} ${FROM_WATCHES} WHERE w.collection_id = $1 AND w.availability <> 'sold' ${NEWEST_FIRST}`, [collection.id]);
    res.json({
      collection: {
        id: collection.id,
        name: collection.name,
        description: collection.description,
        imageUrl: collection.image_url,
        slug: collection.slug,
        displayOrder: collection.display_order,
      },
      watches: rows.map(toWatch),
    });
  } catch (error) {
    next(error);
  }
});

app.get('/api/watches/:slug', async (req, res, next) => {
  try {
    const { rows } = await pool.query(`SELECT ${WATCH_COLUMNS} ${FROM_WATCHES} WHERE w.slug = $1`, [req.params.slug]);
    if (!rows[0]) return res.status(404).json({ message: 'Not found' });
    res.json(toWatch(rows[0]));
  } catch (error) {
    next(error);
  }
});

app.listen(Number(port), '127.0.0.1', () => console.log('listening'));
