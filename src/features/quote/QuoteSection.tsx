/**
 * The quote form section on the contact page (anchor #quote-form).
 * Placeholder until the quote wizard lands: the flows issue owns this file.
 */
export function QuoteSection() {
  return (
    <section id="quote-form" aria-labelledby="quote-heading" className="quote-section">
      <h2 id="quote-heading">Request a quote</h2>
      <p>Tell us about your games, budget and timeline.</p>
    </section>
  )
}
