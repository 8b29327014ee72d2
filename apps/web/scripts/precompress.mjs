// Writes .br and .gz beside every built text asset; the server sends them to browsers that accept them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
let count = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(js|css|html|svg|json)$/.test(entry.name) && fs.statSync(full).size > 1024) {
      const body = fs.readFileSync(full);
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
      count++;
    }
  }
}
walk(dist);
console.log(`precompressed ${count} files`);
