/**
 * Sharing a page (SPEC section 7): the native share sheet when there is one,
 * else the async clipboard, else the legacy copy command. Pure apart from the
 * browser objects it is given, so each fallback has a unit test.
 */
import type shareMessages from '../../i18n/ns/share.ts'

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

export interface ShareTarget {
  title: string
  text?: string
  url: string
}

export interface ShareEnvironment {
  navigator: Pick<Navigator, 'share' | 'clipboard'> & { canShare?: Navigator['canShare'] }
  document: Pick<Document, 'createElement' | 'execCommand' | 'body'>
}

/** The share behaviour's props: share.json in the page's language (./copy.ts), a toast per outcome. */
export type ShareCopy = Pick<(typeof shareMessages)['en'], 'shared' | 'copied' | 'failed' | 'dismiss'>

function legacyCopy(doc: ShareEnvironment['document'], text: string): boolean {
  const area = doc.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  doc.body.appendChild(area)
  area.select()
  try {
    return doc.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}

export async function shareOrCopy(target: ShareTarget, env: ShareEnvironment): Promise<ShareOutcome> {
  const { navigator: nav, document: doc } = env
  if (typeof nav.share === 'function' && (!nav.canShare || nav.canShare(target))) {
    try {
      await nav.share(target)
      return 'shared'
    } catch (error) {
      // The visitor closed the share sheet: nothing to say.
      if ((error as DOMException)?.name === 'AbortError') return 'cancelled'
      // Any other failure (not allowed, unsupported data): fall back to copying.
    }
  }
  if (nav.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(target.url)
      return 'copied'
    } catch {
      // Permission denied or insecure context: try the legacy command.
    }
  }
  return legacyCopy(doc, target.url) ? 'copied' : 'failed'
}
