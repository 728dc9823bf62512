// Generated watches of realistic text for the scale bench, inserted beside the demo catalogue by SQL: brands and
// models from the lines below (a quarter of them Rolex), descriptions of a few hundred characters, the demo
// watches' pictures and galleries reused, prices from 1,200 to 250,000 (half under 32,500), conditions, years and
// listing dates spread over three years; one in twenty on hold and one in twenty sold. Every other watch goes to
// the collection given (scale.mjs makes "Bench Half" through the admin API), the rest across the demo collections.
import pg from 'pg';

/** [brand, model, reference, movement, case material] */
const LINES = [
  ['Rolex', 'Submariner Date', '126610LN', 'Automatic, Cal. 3235', 'Oystersteel'],
  ['Rolex', 'GMT-Master II "Pepsi"', '126710BLRO', 'Automatic, Cal. 3285', 'Oystersteel'],
  ['Rolex', 'Cosmograph Daytona', '116500LN', 'Automatic, Cal. 4130', 'Oystersteel'],
  ['Rolex', 'Datejust 41', '126334', 'Automatic, Cal. 3235', 'Oystersteel and white gold'],
  ['Rolex', 'Explorer II', '226570', 'Automatic, Cal. 3285', 'Oystersteel'],
  ['Rolex', 'Day-Date 40', '228238', 'Automatic, Cal. 3255', 'Yellow gold'],
  ['Rolex', 'Sea-Dweller', '126600', 'Automatic, Cal. 3235', 'Oystersteel'],
  ['Rolex', 'Oyster Perpetual 41', '124300', 'Automatic, Cal. 3230', 'Oystersteel'],
  ['Omega', 'Speedmaster Professional', '310.30.42.50.01.001', 'Manual, Cal. 3861', 'Steel'],
  ['Omega', 'Seamaster Diver 300M', '210.30.42.20.03.001', 'Automatic, Cal. 8800', 'Steel'],
  ['Omega', 'Constellation', '131.10.39.20.02.001', 'Automatic, Cal. 8800', 'Steel'],
  ['Patek Philippe', 'Nautilus', '5711/1A-010', 'Automatic, Cal. 26-330 S C', 'Steel'],
  ['Patek Philippe', 'Calatrava', '5196J-001', 'Manual, Cal. 215 PS', 'Yellow gold'],
  ['Patek Philippe', 'Aquanaut', '5167A-001', 'Automatic, Cal. 324 S C', 'Steel'],
  ['Audemars Piguet', 'Royal Oak', '15500ST.OO.1220ST.01', 'Automatic, Cal. 4302', 'Steel'],
  ['Audemars Piguet', 'Royal Oak Offshore', '26470ST.OO.A027CA.01', 'Automatic, Cal. 3126/3840', 'Steel'],
  ['Cartier', 'Santos de Cartier', 'WSSA0018', 'Automatic, Cal. 1847 MC', 'Steel'],
  ['Cartier', 'Tank Louis Cartier', 'WGTA0011', 'Manual, Cal. 8971 MC', 'Yellow gold'],
  ['Tudor', 'Black Bay 58', 'M79030N-0001', 'Automatic, Cal. MT5402', 'Steel'],
  ['Tudor', 'Pelagos', 'M25600TN-0001', 'Automatic, Cal. MT5612', 'Titanium'],
  ['IWC', 'Portugieser Chronograph', 'IW371605', 'Automatic, Cal. 69355', 'Steel'],
  ['IWC', 'Big Pilot', 'IW501001', 'Automatic, Cal. 52110', 'Steel'],
  ['Breitling', 'Navitimer B01 Chronograph 43', 'AB0138211B1P1', 'Automatic, Cal. B01', 'Steel'],
  ['Jaeger-LeCoultre', 'Reverso Classic', 'Q3858520', 'Manual, Cal. 822/2', 'Steel'],
  ['Grand Seiko', 'Snowflake', 'SBGA211', 'Spring Drive, Cal. 9R65', 'Titanium'],
  ['Panerai', 'Luminor Marina', 'PAM01312', 'Automatic, Cal. P.9010', 'Steel'],
  ['Zenith', 'Chronomaster El Primero', '03.2040.400/69.C496', 'Automatic, Cal. 400', 'Steel'],
  ['A. Lange & Söhne', 'Lange 1', '191.032', 'Manual, Cal. L121.1', 'Pink gold'],
  ['Vacheron Constantin', 'Overseas', '4500V/110A-B128', 'Automatic, Cal. 5100', 'Steel'],
  ['Breguet', 'Classique', '5177BA/29/9V6', 'Automatic, Cal. 777Q', 'Yellow gold'],
];

/** Each description is one sentence of each list, picked at different strides so they combine. */
const DESCRIPTION_PARTS = [
  [
    'Full set with box, warranty card and hang tags.',
    'Watch only, with a recent service receipt from an authorised centre.',
    'With the original box and papers dated at purchase.',
    'Original box; the papers are lost, so it comes with our certificate of authenticity.',
    'Complete with inner and outer boxes, booklets and the stamped warranty.',
  ],
  [
    'The case is unpolished, with sharp chamfers and crisp brushing on the lugs.',
    'Lightly polished at its last service; the case lines remain well defined.',
    'Faint desk-diving marks on the clasp only, nothing visible through the crystal.',
    'A few hairlines on the bezel, consistent with careful wear.',
    'Honest wear on the case, with a small mark on the left lug shown in the photographs.',
    'The bracelet is tight, with no stretch, and keeps all of its links.',
  ],
  [
    'Dial and hands are original, the lume even and untouched.',
    'The dial has aged evenly to a warm tone that collectors look for.',
    'A clean dial with crisp printing and no marks at the markers.',
    'The hands were replaced at service with correct genuine parts, which we document.',
  ],
  [
    'Running well within chronometer tolerance on our timegrapher, with healthy amplitude.',
    'Serviced in our workshop: new gaskets, pressure-tested to its rated depth.',
    'The movement was inspected and regulated before listing and keeps excellent time.',
    'Power reserve and every function checked by our watchmaker.',
  ],
  [
    'Ships insured worldwide from our showroom with a 24-month warranty.',
    'Viewing by appointment in our showroom; part exchange welcome.',
    'Offered with our two-year guarantee and a 14-day return window.',
  ],
];

const CONDITIONS = ['Excellent', 'Very Good', 'New', 'Excellent', 'Good', 'Very Good', 'Fair'];

const column = (index) => LINES.map((line) => line[index]);

/**
 * Adds `count` generated watches (slugs `…-bench-<n>`), every other one to the collection `halfSlug`, then
 * VACUUM ANALYZE as autovacuum would. Returns how many watches the storefront lists (not sold) and how many of
 * them are in the half collection.
 */
export async function seedScaleWatches(databaseUrl, count, halfSlug) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `WITH demo AS (SELECT row_number() OVER (ORDER BY id) - 1 AS k, image_url, image_gallery FROM watches WHERE slug NOT LIKE '%-bench-%'),
            others AS (SELECT array_agg(id ORDER BY display_order, id) AS ids FROM collections WHERE slug <> $10),
            half AS (SELECT id FROM collections WHERE slug = $10)
       INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, year, description,
                            image_url, image_gallery, collection_id, featured, availability, slug, created_at)
       SELECT ($1::text[])[1 + line], ($2::text[])[1 + line], ($3::text[])[1 + line],
              round((1200 + power(((n * 7919) % 1000) / 1000.0, 3) * 248800)::numeric, -1),
              ($4::text[])[1 + line], ($5::text[])[1 + line], (34 + n % 11) || ' mm',
              ($6::text[])[1 + n % cardinality($6::text[])], 1965 + (n * 13) % 60,
              concat_ws(' ', ($7::text[])[1 + n % 5], ($8::text[])[1 + (n / 5) % 6], ($9::text[])[1 + (n / 3) % 4],
                        ($11::text[])[1 + (n / 7) % 4], ($12::text[])[1 + (n / 2) % 3]),
              demo.image_url, demo.image_gallery,
              CASE WHEN n % 2 = 0 THEN (SELECT id FROM half) ELSE (SELECT ids[1 + (n / 2) % cardinality(ids)] FROM others) END,
              false, (ARRAY['available', 'on_hold', 'sold'])[CASE WHEN n % 20 = 7 THEN 2 WHEN n % 20 = 13 THEN 3 ELSE 1 END],
              regexp_replace(lower(($1::text[])[1 + line] || ' ' || ($2::text[])[1 + line] || ' ' || ($3::text[])[1 + line] || ' bench ' || n), '[^a-z0-9]+', '-', 'g'),
              now() - ((n * 7919) % 1095) * interval '1 day' - (n % 1440) * interval '1 minute'
       FROM (SELECT n, (n * 7) % ${LINES.length} AS line FROM generate_series(1, $13::int) AS n) AS g
       JOIN demo ON demo.k = g.n % (SELECT count(*) FROM demo)`,
      [
        column(0), column(1), column(2), column(3), column(4), CONDITIONS,
        DESCRIPTION_PARTS[0], DESCRIPTION_PARTS[1], DESCRIPTION_PARTS[2], halfSlug, DESCRIPTION_PARTS[3], DESCRIPTION_PARTS[4],
        count,
      ],
    );
    await client.query('VACUUM ANALYZE watches');
    const { rows } = await client.query(
      `SELECT count(*)::int AS listed, count(*) FILTER (WHERE c.slug = $1)::int AS "inHalf"
       FROM watches w JOIN collections c ON c.id = w.collection_id WHERE w.availability <> 'sold'`,
      [halfSlug],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
