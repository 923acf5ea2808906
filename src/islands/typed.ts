/**
 * What a visitor typed or chose in an island's fields before React hydrated it. The page is usable from
 * first paint, so a visitor can start on a form before its island runs; React keeps those values in the
 * DOM while it hydrates, but the first re-render writes the (empty) state back over them. A form island
 * reads them here once, in its first effect, and takes them into its state.
 */
export function typedBeforeHydration<K extends string>(root: ParentNode | null, names: readonly K[]): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {}
  if (!root) return typed
  for (const name of names) {
    const control = root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`)
    // The server renders every field empty, so any value is the visitor's.
    if (control?.value) typed[name] = control.value
  }
  return typed
}
