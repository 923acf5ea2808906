import { requestStoreLoad } from './ecwid.ts'

/** The shop page's "scroll to the store" button: starts loading the store and brings it into view. */
export function ScrollToStoreButton({ className = 'btn btn-primary', label = 'Browse the store' }: { className?: string; label?: string }) {
  return (
    <a
      href="#store"
      className={className}
      onClick={(e) => {
        e.preventDefault()
        requestStoreLoad()
        const store = document.getElementById('store')
        if (!store) return
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        store.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
        store.setAttribute('tabindex', '-1')
        store.focus({ preventScroll: true })
      }}
    >
      {label}
    </a>
  )
}
