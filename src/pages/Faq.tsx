import { data } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'
import { faqPageJsonLd } from '../seo/jsonld.ts'

export function Component() {
  const { faqs } = data
  return (
    <SimplePage id="faq" heading="Gaming PC questions, answered" jsonLd={[faqPageJsonLd(faqs.general)]}>
      <div className="accordion">
        {faqs.general.map((f) => (
          <details key={f.question} name="faq">
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </div>
    </SimplePage>
  )
}
