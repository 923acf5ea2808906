import { data } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'

export function Component() {
  const { site } = data
  return (
    <SimplePage id="returns" heading="Return policy">
      <h2>{site.returns.windowDays}-Day Return Window</h2>
      <p>Unopened items in their original packaging can be returned within {site.returns.windowDays} days of delivery.</p>
    </SimplePage>
  )
}
