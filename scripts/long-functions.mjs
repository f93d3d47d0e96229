/* global process, console */
// Lists functions longer than a screen (default 60 lines) in production code: a long one is a sign a room is
// missing. `node scripts/long-functions.mjs [--fail] [max-lines] [folders…]`; prints the count and each function,
// longest first. With --fail (as `npm run lint` runs it) a function over the limit fails the run.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const fail = args.includes('--fail');
const [maxArg, ...dirs] = args.filter((a) => a !== '--fail');
const max = Number(maxArg ?? 60);
const folders = dirs.length > 0 ? dirs : ['electron', 'shared', 'renderer', 'sandbox'];
const isProduction = (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f) && !/(^|\/)testing\//.test(f);
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : isProduction(join(dir, e.name)) ? [join(dir, e.name)] : [],
  );

const nameOf = (node) => {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name && ts.isStringLiteral(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText();
  }
  return '(anonymous)';
};

const long = [];
for (const file of folders.flatMap(walk)) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > max) long.push({ file, name: nameOf(node), lines: end - start + 1, line: start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
long.sort((a, b) => b.lines - a.lines);
for (const f of long) console.log(`${f.lines}\t${f.file}:${f.line}\t${f.name}`);
console.log(`${long.length} functions over ${max} lines in ${folders.join(', ')}`);
if (fail && long.length > 0) process.exitCode = 1;
