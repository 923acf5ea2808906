import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, ROOT } from '../../browser/harness.ts'

const WRAPPER = path.join(ROOT, 'tests/browser/chromium.sh')

/** Runs chromium.sh with a stand-in browser that prints the arguments it was given, one a line. */
function launchedWith(args: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'falcon-chromium-'))
  try {
    const browser = path.join(dir, 'browser')
    fs.writeFileSync(browser, '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 })
    return execFileSync(WRAPPER, [`--falcon-chromium=${browser}`, ...args], { encoding: 'utf8' }).trimEnd().split('\n')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('chromium.sh: one feature list for Chromium, which reads only the last', () => {
  it("keeps the launcher's disabled features and adds ours, with every other argument as given", () => {
    const playwrights = '--disable-features=ThirdPartyStoragePartitioning,PaintHolding'
    expect(launchedWith(['--headless=new', playwrights, '--user-agent=a b', '--enable-features=X', ...CHROMIUM_FLAGS])).toEqual([
      '--headless=new',
      '--user-agent=a b',
      ...CHROMIUM_FLAGS.filter((f) => !f.startsWith('--disable-features=')),
      '--disable-features=ThirdPartyStoragePartitioning,PaintHolding,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      '--enable-features=X',
    ])
  })

  it('passes a command line without feature lists through unchanged', () => {
    expect(launchedWith(['--no-sandbox', '--window-size=390,844'])).toEqual(['--no-sandbox', '--window-size=390,844'])
  })
})
