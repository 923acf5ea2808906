/**
 * A single self-overwriting progress line on stderr — only on a terminal, never
 * in CI logs, and only once a run has lasted long enough to need one.
 */
export interface Progress {
  update(text: string): void
  done(): void
}

export function createProgress(
  stream: NodeJS.WriteStream = process.stderr,
  enabled = Boolean(stream.isTTY) && !process.env.CI,
  delayMs = 300,
): Progress {
  if (!enabled) return { update() {}, done() {} }
  const started = Date.now()
  let last = 0
  let shown = false
  return {
    update(text) {
      const now = Date.now()
      if (now - started < delayMs || now - last < 100) return
      last = now
      shown = true
      const width = (stream.columns || 80) - 1
      stream.write(`\r\x1b[K${text.slice(0, width)}`)
    },
    done() {
      if (shown) stream.write('\r\x1b[K')
      shown = false
    },
  }
}
