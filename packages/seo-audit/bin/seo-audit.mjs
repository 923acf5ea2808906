#!/usr/bin/env node
// The seo-audit command. `--version` answers from here, before the bundle (dist/cli.mjs, built from
// src/cli/main.ts by build.mjs) is even loaded: it is what scripts and people call most to check.
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const { readFileSync } = await import('node:fs')
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`)
} else {
  await import('../dist/cli.mjs')
}
