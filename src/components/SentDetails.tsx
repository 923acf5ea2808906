/**
 * What a request that arrived said, as its confirmation lists it (the quote, the price match): a row per
 * answered field, each value isolated (its direction its own) so a phone number reads as typed in either language.
 */
export function SentDetails({ rows }: { rows: [label: string, value: string | undefined][] }) {
  return (
    <dl className="quote-sent-details">
      {rows.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
