#!/usr/bin/env node
// `npx railroute routes <module>`. A checkout runs the TypeScript source (with ts-node);
// the published package, which ships only dist/, runs the compiled CLI.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const source = path.join(__dirname, '..', 'src', 'inspect', 'cli.ts');
let cli;
if (fs.existsSync(source)) {
  require('ts-node').register({ transpileOnly: true, project: path.join(__dirname, '..', 'tsconfig.json') });
  cli = require(source);
} else {
  cli = require('../dist/inspect/cli.js');
}
process.exitCode = cli.main(process.argv.slice(2));
