/**
 * The embedded store on the shop page. Placeholder until the Ecwid embed
 * lands: the flows issue owns this file.
 */
export function StoreSection() {
  return (
    <section id="store" aria-label="Online store" className="store-section">
      <div className="store-placeholder">Loading Store...</div>
    </section>
  )
}
