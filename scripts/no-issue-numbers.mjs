/* global process, console */
// Comments and docs say the rule itself: "issue N" means nothing to a reader of the repo (the tracker is not in
// it). Fails `npm run lint` on any tracked source or doc line that cites one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CITATION = /\bissues? #?\d+\b/i;
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.md', '*.css', '*.yml'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const found = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
);
console.log(`issue citations in comments and docs: ${found.length}`);
for (const line of found) console.error(`  ${line}`);
process.exit(found.length > 0 ? 1 : 0);
