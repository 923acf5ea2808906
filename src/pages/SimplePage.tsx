import type { ReactNode } from 'react'
import type { PageId } from '../site/page-table.ts'
import { PageSeo } from '../seo/PageSeo.tsx'

/** A page with a heading and body, for screens that are mostly text. */
export function SimplePage({ id, heading, intro, children, jsonLd }: { id: PageId; heading: string; intro?: ReactNode; children?: ReactNode; jsonLd?: object[] }) {
  return (
    <>
      <PageSeo id={id} jsonLd={jsonLd} />
      <section className="container section">
        <h1>{heading}</h1>
        {intro ? <p className="lead">{intro}</p> : null}
        {children}
      </section>
    </>
  )
}
