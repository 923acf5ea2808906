import { describe, expect, it } from 'vitest'
import { shareOrCopy, type ShareEnvironment } from '../../../src/features/share/share.ts'
import { islandTexts } from '../flows/island-texts.ts'

const target = { title: 'Budget build', text: 'Parts and prices', url: 'https://www.falconpc.ae/blog/budget' }

/** A fake browser: records what was shared or copied. */
function env(opts: { share?: 'ok' | 'abort' | 'deny'; clipboard?: 'ok' | 'deny' | 'none'; execCommand?: boolean }) {
  const calls: string[] = []
  const textarea = { value: '', style: {} as Record<string, string>, setAttribute() {}, select() {}, remove() {} }
  const e: ShareEnvironment = {
    navigator: {
      share: opts.share
        ? async (d?: ShareData) => {
            calls.push(`share:${d?.url}`)
            if (opts.share === 'abort') throw new DOMException('closed', 'AbortError')
            if (opts.share === 'deny') throw new DOMException('not allowed', 'NotAllowedError')
          }
        : (undefined as unknown as Navigator['share']),
      clipboard:
        opts.clipboard === 'none'
          ? (undefined as unknown as Clipboard)
          : ({
              writeText: async (t: string) => {
                calls.push(`clipboard:${t}`)
                if (opts.clipboard === 'deny') throw new DOMException('denied', 'NotAllowedError')
              },
            } as Clipboard),
    },
    document: {
      createElement: (() => textarea) as unknown as Document['createElement'],
      body: { appendChild: () => textarea } as unknown as HTMLElement,
      execCommand: (cmd: string) => {
        calls.push(`exec:${cmd}:${textarea.value}`)
        return opts.execCommand ?? false
      },
    },
  }
  return { e, calls }
}

describe('shareOrCopy', () => {
  it('uses the native share sheet first', async () => {
    const { e, calls } = env({ share: 'ok', clipboard: 'ok' })
    await expect(shareOrCopy(target, e)).resolves.toBe('shared')
    expect(calls).toEqual([`share:${target.url}`])
  })

  it('says nothing when the visitor closes the share sheet', async () => {
    const { e, calls } = env({ share: 'abort', clipboard: 'ok' })
    await expect(shareOrCopy(target, e)).resolves.toBe('cancelled')
    expect(calls).toHaveLength(1)
  })

  it('copies the link when sharing is refused or missing', async () => {
    const refused = env({ share: 'deny', clipboard: 'ok' })
    await expect(shareOrCopy(target, refused.e)).resolves.toBe('copied')
    expect(refused.calls.at(-1)).toBe(`clipboard:${target.url}`)
    const missing = env({ clipboard: 'ok' })
    await expect(shareOrCopy(target, missing.e)).resolves.toBe('copied')
  })

  it('falls back to the legacy copy command, and reports failure when that fails too', async () => {
    const legacy = env({ clipboard: 'deny', execCommand: true })
    await expect(shareOrCopy(target, legacy.e)).resolves.toBe('copied')
    expect(legacy.calls.at(-1)).toBe(`exec:copy:${target.url}`)
    const none = env({ clipboard: 'none', execCommand: false })
    await expect(shareOrCopy(target, none.e)).resolves.toBe('failed')
  })

  it('has the toast texts of SPEC section 8, and Arabic ones on an Arabic page', () => {
    const { toasts } = islandTexts('en').share
    expect(toasts.shared).toEqual({ title: 'Shared successfully!', text: 'Article shared via native share dialog.' })
    expect(toasts.copied).toEqual({ title: 'Link copied!', text: 'Article link has been copied to your clipboard.' })
    expect(toasts.dismiss).toBe('Dismiss: {title}')
    const ar = islandTexts('ar').share
    expect(ar.toasts.copied.title).toBe('تم نسخ الرابط!')
    expect(ar.button).toBe('مشاركة')
  })
})
