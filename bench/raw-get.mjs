import http from 'node:http';

/** GET as autocannon sends it (no Accept-Encoding, unless `headers` add one): status, headers in order, body bytes as sent. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const headers = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}
