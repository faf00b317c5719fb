// Writes the site's service worker from web/sw.js: the build's version (a hash
// of every file the site serves) and the list of those files.
//   node web/make_sw.mjs build/web/site
// Run by scripts/build-web.sh after each build; also by the offline browser
// test on a changed copy of the site (a new build must get a new cache).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out;
}

export function makeServiceWorker(site) {
  // Not sw.js itself, nor the .br/.gz copies web/precompress.mjs writes beside the
  // files (the server sends them in place of the files, under the files' names).
  const files = listFiles(site).map((p) => relative(site, p).split(sep).join('/'))
    .filter((f) => f !== 'sw.js' && !/\.(br|gz)$/.test(f));
  const hash = createHash('sha256');
  for (const f of files) hash.update(f + '\0').update(readFileSync(join(site, f))).update('\0');
  const build = hash.digest('hex').slice(0, 16);
  // './' is the page itself as navigations ask for it (the server answers index.html;
  // sw.js stores that one answer under both names).
  const list = ['./', ...files];
  const template = readFileSync(join(HERE, 'sw.js'), 'utf8');
  writeFileSync(join(site, 'sw.js'),
    template.replace("'__GTL_BUILD__'", JSON.stringify(build)).replace('__GTL_FILES__', JSON.stringify(list, null, 1)));
  return { build, files: list };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = process.argv[2];
  if (!site) {
    console.error('usage: node web/make_sw.mjs <site directory>');
    process.exit(2);
  }
  const { build, files } = makeServiceWorker(site);
  console.log(`sw.js: build ${build}, ${files.length} files cached for offline use`);
}
