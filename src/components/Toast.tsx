/**
 * Toasts (SPEC section 9): a live region bottom-right, in the page from the start so screen readers
 * announce what is added; Alt+T moves focus to it. The region is static HTML; `showToast` (plain DOM,
 * used by the islands that report something) adds a toast that leaves after five seconds or when closed.
 */
import { iconHref } from './icon-paths.ts'
import toastCss from './Toast.css?inline'
import { useStyles } from '../lib/styles.tsx'

export const TOAST_DURATION_MS = 5000
const REGION = 'toast-region'

/** `label` names the region in the page's language (share.json `region`: "Notifications (Alt+T)"). */
export function ToastRegion({ label }: { label: string }) {
  useStyles(toastCss)
  return (
    <section id={REGION} className="toast-region" aria-label={label} tabIndex={-1}>
      <div role="status" aria-live="polite" aria-atomic="false" />
    </section>
  )
}

let hotkey = false

/** Adds a toast to the page's region (at most three at once); `dismiss` labels its close button ("Dismiss: …", in the page's language). */
export function showToast(title: string, text: string, dismiss: string) {
  const region = document.getElementById(REGION)
  const live = region?.querySelector('[role="status"]')
  if (!region || !live) return
  if (!hotkey) {
    hotkey = true
    window.addEventListener('keydown', (e) => {
      if (e.altKey && (e.key === 't' || e.key === 'T' || e.code === 'KeyT')) {
        e.preventDefault()
        region.focus()
      }
    })
  }
  const toast = document.createElement('div')
  toast.className = 'toast'
  toast.innerHTML = `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><use href="${iconHref('check')}"></use></svg><p><strong class="toast-title"></strong><span class="toast-text"></span></p><button type="button" class="toast-close">×</button>`
  toast.querySelector('.toast-title')!.textContent = title
  toast.querySelector('.toast-text')!.textContent = text
  const close = toast.querySelector('button')!
  close.setAttribute('aria-label', dismiss)
  close.onclick = () => toast.remove()
  while (live.children.length >= 3) live.firstElementChild!.remove()
  live.append(toast)
  window.setTimeout(() => toast.remove(), TOAST_DURATION_MS)
}
