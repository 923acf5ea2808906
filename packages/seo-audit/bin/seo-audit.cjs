#!/usr/bin/env node
// The seo-audit command. `--version` answers from here, before the bundle (dist/cli.mjs, built from
// src/cli/main.ts by build.mjs) is loaded: it is what scripts and people call most to check. CommonJS,
// because Node starts a CommonJS file about 7 ms sooner than a module (then Node's own start-up is all
// that is left).
'use strict'
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${require('../package.json').version}\n`)
} else {
  import('../dist/cli.mjs')
}
