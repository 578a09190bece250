#!/usr/bin/env node
// `npx railroute routes <module>`. A checkout runs the TypeScript source (through jiti, a
// runtime dependency); the published package, which ships dist/, runs the compiled CLI.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const compiled = path.join(__dirname, '..', 'dist', 'cli', 'main.js');
const source = path.join(__dirname, '..', 'src', 'cli', 'main.ts');

async function run() {
  let cli;
  if (fs.existsSync(source)) cli = await require('jiti').createJiti(__filename, { fsCache: false }).import(source);
  else cli = require(compiled);
  // Bound before the module loads: the listing goes to the real stdout, anything the module
  // prints (now or from a server it started) to stderr, until the process exits.
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = process.stderr.write.bind(process.stderr);
  const io = { out: (text) => write(text), err: (text) => process.stderr.write(text), cwd: process.cwd() };
  const code = await cli.main(process.argv.slice(2), io);
  // Exit even when the module started a server or a timer; once stdout has flushed.
  write('', () => process.exit(code));
}

run().catch((error) => {
  process.stderr.write(`railroute: ${error && error.message ? error.message : error}\n`);
  process.exit(1);
});
