/**
 * The shop's embedded Ecwid store, on its static markup (src/features/store/StoreSection.tsx). The store
 * script is requested only when the section nears the viewport or the address points into the store
 * (`#!/~/cart`, the header's cart link). The placeholder leaves 2 s after the script loads; if the store
 * cannot load, the chat and quote links of the section's `<template>` take its place, with a button to
 * try again.
 */
import { PLACEHOLDER_LINGER_MS, mountStore, storeContainerId } from './ecwid.ts'
import type { BehaviourSpec } from '../../islands/define.ts'

/** What the behaviour reads from its island, rendered by ./StoreSection.tsx. */
export interface StoreBehaviourProps {
  storeId: string
  /** Where a click on Ecwid's cart widget goes when the store is not on the page. */
  cartPath: string
}

/** Load when the section comes within this distance of the viewport. */
const NEAR_VIEWPORT = '200px'

export default {
  name: 'store',
  run: (island, { storeId, cartPath }) => {
    const section = island.querySelector<HTMLElement>('.store-section')
    const placeholder = section?.querySelector<HTMLElement>('.store-placeholder')
    const failedTemplate = section?.querySelector<HTMLTemplateElement>('template.store-failed')
    const container = storeId ? document.getElementById(storeContainerId(storeId)) : null
    if (!storeId || !cartPath || !section || !placeholder || !failedTemplate || !container) return

    let unmount: (() => void) | undefined
    let lingering: number | undefined
    let failed: Element | undefined
    const busy = (on: boolean) => (on ? section.setAttribute('aria-busy', 'true') : section.removeAttribute('aria-busy'))

    const load = () => {
      window.clearTimeout(lingering)
      failed?.remove()
      failed = undefined
      section.insertBefore(placeholder, section.firstChild)
      busy(true)
      unmount?.() // an attempt that failed: Ecwid's leftovers go before the next one
      unmount = mountStore(storeId, cartPath, {
        onScriptLoaded: () => {
          lingering = window.setTimeout(() => {
            placeholder.remove()
            busy(false)
          }, PLACEHOLDER_LINGER_MS)
        },
        onReady: () => busy(false),
        onError: () => {
          window.clearTimeout(lingering)
          placeholder.remove()
          busy(false)
          failed = failedTemplate.content.firstElementChild?.cloneNode(true) as Element | undefined
          if (!failed) return
          failed.querySelector('[data-retry]')?.addEventListener('click', load)
          section.insertBefore(failed, container)
        },
      })
    }

    if (window.location.hash.startsWith('#!/') || !('IntersectionObserver' in window)) return load()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(section)
  },
} satisfies BehaviourSpec<StoreBehaviourProps>
