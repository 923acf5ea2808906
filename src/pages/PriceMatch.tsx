import { Link } from 'react-router-dom'
import { data } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'
import { ChatLink } from '../app/ChatLink.tsx'
import { faqPageJsonLd } from '../seo/jsonld.ts'

export function Component() {
  const { site, faqs } = data
  return (
    <SimplePage id="price-match" heading="Price match guarantee" intro={`Found it cheaper at an authorised UAE retailer? We match it and reply within ${site.priceMatch.responseHours} hours.`} jsonLd={[faqPageJsonLd(faqs.priceMatch)]}>
      <p>
        <ChatLink text="priceMatch" className="btn btn-primary" label="Request a price match on WhatsApp" /> <Link to="/contact-dubai">Other ways to contact us</Link>
      </p>
    </SimplePage>
  )
}
