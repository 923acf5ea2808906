import { useEffect, useRef, useState } from 'react'

export const COPIED_MS = 2000

/** Copies text to the clipboard; `copied` is true for 2 s afterwards, `failed` when no way of copying worked. */
export function useCopy() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  async function copy(text: string) {
    let ok: boolean
    try {
      await navigator.clipboard.writeText(text)
      ok = true
    } catch {
      ok = legacyCopy(text)
    }
    window.clearTimeout(timer.current)
    setState(ok ? 'copied' : 'failed')
    if (ok) timer.current = window.setTimeout(() => setState('idle'), COPIED_MS)
    return ok
  }
  return { copied: state === 'copied', failed: state === 'failed', copy }
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  // Inside an open modal dialog the rest of the page is inert: put the helper where focus is.
  ;(document.activeElement?.closest('dialog') ?? document.body).appendChild(area)
  area.select()
  let ok: boolean
  try {
    ok = document.execCommand('copy')
  } catch {
    ok = false
  }
  area.remove()
  return ok
}
