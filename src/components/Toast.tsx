import { useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from './Icon.tsx'

export interface ToastMessage {
  id: number
  title: string
  text: string
}

export const TOAST_DURATION_MS = 5000

/** Toasts for one screen: `show` adds one, each leaves after five seconds or when closed. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([])
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), [])
  const show = useCallback(
    (title: string, text: string) => {
      const id = nextId.current++
      setToasts((all) => [...all.slice(-2), { id, title, text }])
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS)
    },
    [dismiss],
  )
  return { toasts, show, dismiss }
}

/**
 * The live region toasts appear in, bottom-right (SPEC section 9). It is in
 * the page from the start so screen readers announce what is added; Alt+T
 * moves focus to it.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: ToastMessage[]; onDismiss: (id: number) => void }) {
  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && (e.key === 't' || e.key === 'T' || e.code === 'KeyT')) {
        e.preventDefault()
        region.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <section ref={region} className="toast-region" aria-label="Notifications (Alt+T)" tabIndex={-1}>
      <div role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((t) => (
          <div key={t.id} className="toast">
            <Icon name="check" />
            <p>
              <strong className="toast-title">{t.title}</strong>
              <span className="toast-text">{t.text}</span>
            </p>
            <button type="button" className="toast-close" aria-label={`Dismiss: ${t.title}`} onClick={() => onDismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  )
}
