import { data } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { formatHours } from '../lib/hours.ts'
import { QuoteSection } from '../features/quote/QuoteSection.tsx'

export function Component() {
  const { site } = data
  return (
    <SimplePage id="contact" heading="Contact us for a custom PC quote" intro={`Open ${formatHours(site.hours)} in ${site.address.street}, Dubai.`}>
      <p>
        <ChatLink text="quote" className="btn btn-primary" label="Chat on WhatsApp" /> <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
      <QuoteSection />
    </SimplePage>
  )
}
