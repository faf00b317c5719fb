// Writes the page's third-party notices (notices.txt in the built site, opened
// from Help › About): the project's own licence, then every dependency listed
// in web/tools/notices.json with its licence text, read from the build machine
// (Debian's copyright files, the source packages scripts/setup.sh unpacked).
//   node web/tools/notices.mjs <site dir>
// Fails, naming the file, when a licence text is missing: a notices file
// without the texts would not meet the licences.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @typedef {{id: string, name: string, version: string, licence: string, ships: string, text: string, from?: string}} Dependency */

/** @returns {{dependencies: Dependency[]}} */
export function readManifest() {
  return JSON.parse(readFileSync(join(ROOT, 'web/tools/notices.json'), 'utf8'));
}

/** The licence text of one dependency (from its `from` heading on, when it has one). */
export function licenceText(/** @type {Dependency} */ d) {
  const path = isAbsolute(d.text) ? d.text : join(ROOT, d.text);
  const text = readFileSync(path, 'utf8');
  if (!d.from) return text.trim();
  const at = text.indexOf(d.from);
  if (at < 0) throw new Error(`${path} has no "${d.from}" section for ${d.name}`);
  return text.slice(at).trim();
}

/** The whole notices file. */
export function noticesText() {
  const rule = '='.repeat(78);
  const parts = [
    'Game Tree Lab: third-party notices',
    '',
    'Game Tree Lab is free software under the MIT licence:',
    '',
    readFileSync(join(ROOT, 'LICENSE'), 'utf8').trim(),
    '',
    'The page ships the following software and fonts written by others, each under its own licence.',
    '',
  ];
  const deps = readManifest().dependencies;
  for (const d of deps) parts.push(`- ${d.name} ${d.version}: ${d.licence} (${d.ships})`);
  for (const d of deps) {
    parts.push('', rule, `${d.name} ${d.version}`, `Licence: ${d.licence}`, `Shipped as: ${d.ships}`, rule, '', licenceText(d));
  }
  return parts.join('\n') + '\n';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const site = process.argv[2];
  if (!site) { console.error('usage: node web/tools/notices.mjs <site dir>'); process.exit(2); }
  try {
    writeFileSync(join(site, 'notices.txt'), noticesText());
  } catch (e) {
    console.error(`notices: ${e.message} (run scripts/setup.sh: it installs and unpacks what the page ships)`);
    process.exit(1);
  }
}
