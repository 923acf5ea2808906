import { describe, expect, it } from 'vitest'
import {
  buildQuoteEmail,
  buildQuoteMailto,
  emailPlainText,
  gmailComposeUrl,
  mailtoUrl,
  outlookComposeUrl,
  phoneDigits,
  priceMatchChatText,
  priceMatchEmail,
  quoteBody,
  quoteChatText,
  quoteSubject,
  whatsAppUrl,
  type EmailMessage,
  type QuoteDetails,
} from '../../../src/lib/contact-links.ts'
import { fill } from '../../../src/i18n/fill.ts'
import { islandTexts, site } from './island-texts.ts'

/** The texts the islands get in their props (each feature's copy.ts), from the real message files. */
const en = islandTexts('en')
const ar = islandTexts('ar')
const quoteTexts = en.quote.t.message
const priceMatchTexts = { ...en.priceMatch.t.message, chat: en.priceMatch.chat }

const quote: QuoteDetails = {
  fullName: 'Omar Haddad',
  email: 'omar@example.com',
  phone: '+971501234567',
  budget: '5,000 – 8,000 AED',
  purpose: 'Gaming',
  cpu: 'AMD',
  gpu: 'NVIDIA',
  notes: 'Quiet, white case.',
}

/** The awkward inputs every builder must carry through unchanged. */
const tricky: Record<string, string> = {
  ampersand: 'Tom & Jerry',
  hash: 'Build #1',
  question: 'Is 4K possible?',
  percent: '100% silent',
  newlines: 'line one\nline two\r\nline three',
  arabic: 'عمر الحداد',
  emoji: 'RGB 🌈🎮 please',
  plus: 'C++ dev + gamer',
  equalsAndSlash: 'a=b / c',
}

/** The decoded value of one query parameter, read the way a mail app or browser would. */
function param(url: string, name: string): string | null {
  const query = url.slice(url.indexOf('?') + 1)
  for (const part of query.split('&')) {
    const [k, v = ''] = part.split('=')
    if (k === name) return decodeURIComponent(v)
  }
  return null
}

describe('whatsAppUrl', () => {
  it('puts the digits of the business number in the path and the text in ?text=', () => {
    const url = whatsAppUrl('+971 52 746 3301', 'Hello')
    expect(url).toBe('https://wa.me/971527463301?text=Hello')
    expect(phoneDigits('+971 (52) 746-3301')).toBe('971527463301')
  })

  for (const [name, text] of Object.entries(tricky)) {
    it(`carries ${name} intact`, () => {
      const url = whatsAppUrl('+971 52 746 3301', text)
      expect(param(url, 'text')).toBe(text)
      // Nothing that would end the parameter or the URL early is left raw.
      expect(url.slice(url.indexOf('?text=') + 6)).not.toMatch(/[&#?\s+]/)
      expect(new URL(url).searchParams.get('text')).toBe(text)
    })
  }
})

describe('mailto, Gmail and Outlook builders', () => {
  const builders = {
    mailto: { fn: mailtoUrl, to: (u: string) => u.slice('mailto:'.length, u.indexOf('?')), subject: 'subject', body: 'body' },
    gmail: { fn: gmailComposeUrl, to: (u: string) => param(u, 'to'), subject: 'su', body: 'body' },
    outlook: { fn: outlookComposeUrl, to: (u: string) => param(u, 'to'), subject: 'subject', body: 'body' },
  }

  it('build the expected addresses', () => {
    const m: EmailMessage = { to: 'sales@falconpc.ae', subject: 'Hi there', body: 'Hello' }
    expect(mailtoUrl(m)).toBe('mailto:sales@falconpc.ae?subject=Hi%20there&body=Hello')
    expect(gmailComposeUrl(m)).toBe('https://mail.google.com/mail/?view=cm&fs=1&to=sales%40falconpc.ae&su=Hi%20there&body=Hello')
    expect(outlookComposeUrl(m)).toBe('https://outlook.live.com/mail/0/deeplink/compose?to=sales%40falconpc.ae&subject=Hi%20there&body=Hello')
  })

  for (const [builder, b] of Object.entries(builders)) {
    for (const [name, text] of Object.entries(tricky)) {
      it(`${builder}: carries ${name} in the subject and body`, () => {
        const url = b.fn({ to: 'sales@falconpc.ae', subject: `Quote - ${text}`, body: `Notes: ${text}` })
        expect(b.to(url)).toBe('sales@falconpc.ae')
        expect(param(url, b.subject)).toBe(`Quote - ${text}`)
        const body = param(url, b.body)!
        // mailto bodies use CRLF line breaks (RFC 6068); web compose keeps the text as typed.
        expect(builder === 'mailto' ? body.replace(/\r\n/g, '\n') : body).toBe(builder === 'mailto' ? `Notes: ${text}`.replace(/\r\n/g, '\n') : `Notes: ${text}`)
        // Spaces are %20, never '+', so a '+' in the text is never read as a space.
        expect(url).not.toMatch(/\s/)
        expect(url.split('?')[1]).not.toMatch(/\+/)
      })
    }
  }

  it('mailto encodes every line break as %0D%0A', () => {
    const url = mailtoUrl({ to: 'a@b.ae', subject: 's', body: 'a\nb\r\nc\rd' })
    expect(url).toContain('body=a%0D%0Ab%0D%0Ac%0D%0Ad')
  })
})

describe('quote e-mail', () => {
  it('has the subject and the body of SPEC section 7', () => {
    const email = buildQuoteEmail(quote, site.email, quoteTexts)
    expect(email.to).toBe('sales@falconpc.ae')
    expect(email.subject).toBe('Custom PC Build Quote Request - Omar Haddad')
    expect(email.body).toBe(
      [
        'Hello Falcon PC team,',
        '',
        'I would like a quote for a custom PC build. My details:',
        '',
        'Name: Omar Haddad',
        'Email: omar@example.com',
        'Phone: +971501234567',
        'Budget: 5,000 – 8,000 AED',
        'Purpose: Gaming',
        'Preferred CPU brand: AMD',
        'Preferred GPU brand: NVIDIA',
        '',
        'Additional notes:',
        'Quiet, white case.',
        '',
        'Thank you!',
      ].join('\n'),
    )
  })

  it('uses the defaults for missing preferences and notes', () => {
    const body = quoteBody({ ...quote, cpu: '', gpu: undefined, notes: '   ' }, quoteTexts)
    expect(body).toContain('Preferred CPU brand: No preference specified')
    expect(body).toContain('Preferred GPU brand: No preference specified')
    expect(body).toContain('Additional notes:\nNo additional notes provided')
  })

  for (const [name, text] of Object.entries(tricky)) {
    it(`buildQuoteMailto carries ${name} in the name and the notes`, () => {
      const url = buildQuoteMailto({ ...quote, fullName: text.replace(/[\r\n]+/g, ' '), notes: text }, site.email, quoteTexts)
      expect(param(url, 'subject')).toBe(quoteSubject(text.replace(/[\r\n]+/g, ' '), quoteTexts))
      const body = param(url, 'body')!.replace(/\r\n/g, '\n')
      expect(body).toContain(`Name: ${text.replace(/[\r\n]+/g, ' ')}`)
      expect(body).toContain(`Additional notes:\n${text.replace(/\r\n/g, '\n')}`)
    })

    it(`quoteChatText in a wa.me link carries ${name}`, () => {
      const url = whatsAppUrl('+971 52 746 3301', quoteChatText({ ...quote, notes: text }, quoteTexts))
      const decoded = param(url, 'text')!
      expect(decoded).toContain(`Notes: ${text}`)
      expect(decoded).toContain('Name: Omar Haddad')
      expect(decoded.startsWith("Hi Falcon PC! I'd like a quote for a custom PC build.")).toBe(true)
    })
  }

  it('copy text has To, Subject and the body', () => {
    const email = buildQuoteEmail(quote, site.email, quoteTexts)
    expect(emailPlainText(email, en.quote.dialog.plain)).toBe(`To: sales@falconpc.ae\nSubject: Custom PC Build Quote Request - Omar Haddad\n\n${email.body}`)
  })
})

describe('consultation and price match texts', () => {
  it('consultation e-mail goes to the business with a fixed text', () => {
    const email = en.sendEmail.message
    expect(email.to).toBe('sales@falconpc.ae')
    expect(email.subject).toBe('Custom Gaming PC Consultation - Falcon PC')
    expect(email.body).toMatch(/^Hello Falcon PC team,\n/)
    expect(email.body).toContain('consultation')
  })

  it('price match texts list product, competitor price and link', () => {
    const p = { product: 'RTX 4070 Super & cooler #2', competitorPrice: '2,499', source: 'https://shop.example.ae/p?id=7&ref=a%20b' }
    const chat = priceMatchChatText(p, priceMatchTexts)
    expect(chat).toBe(
      "Hi Falcon PC! I found a lower price and would like to request a price match.\n\nProduct: RTX 4070 Super & cooler #2\nCompetitor price: 2,499 AED\nLink / source: https://shop.example.ae/p?id=7&ref=a%20b",
    )
    expect(param(whatsAppUrl('+971 52 746 3301', chat), 'text')).toBe(chat)
    const email = priceMatchEmail(p, site.email, priceMatchTexts)
    expect(email.subject).toBe('Price Match Request - RTX 4070 Super & cooler #2')
    expect(param(mailtoUrl(email), 'subject')).toBe(email.subject)
    expect(param(mailtoUrl(email), 'body')!.replace(/\r\n/g, '\n')).toBe(email.body)
    expect(email.body).toContain('Link / source: https://shop.example.ae/p?id=7&ref=a%20b')
  })

  it('price match fills gaps and keeps a currency the visitor typed', () => {
    expect(priceMatchChatText({ product: '', competitorPrice: 'AED 1,999', source: '' }, priceMatchTexts)).toContain('Product: Not provided\nCompetitor price: AED 1,999\nLink / source: Not provided')
    expect(priceMatchEmail({ product: ' ', competitorPrice: '', source: '' }, site.email, priceMatchTexts).subject).toBe('Price Match Request')
  })
})

describe('on an Arabic page', () => {
  const arQuote: QuoteDetails = { ...quote, fullName: 'عمر الحداد', budget: '5,000 – 8,000 درهم', purpose: 'الألعاب', cpu: 'AMD', gpu: '', notes: 'هيكل أبيض وهادئ.' }
  const texts = ar.quote.t.message
  /** U+2066 … U+2069: the phone number reads left to right inside the Arabic text. */
  const ltrPhone = '\u2066+971501234567\u2069'

  it('the quote e-mail (mailto subject and body) is Arabic, labels included, with the phone in Latin digits left to right', () => {
    const url = buildQuoteMailto(arQuote, site.email, texts)
    expect(url.startsWith('mailto:sales@falconpc.ae?subject=')).toBe(true)
    expect(param(url, 'subject')).toBe('طلب عرض سعر لتجميعة مخصصة - عمر الحداد')
    expect(param(url, 'body')!.replace(/\r\n/g, '\n')).toBe(
      [
        'مرحبًا فريق Falcon PC،',
        '',
        'أرغب في الحصول على عرض سعر لتجميعة جهاز مخصص. بياناتي:',
        '',
        'الاسم: عمر الحداد',
        'البريد الإلكتروني: omar@example.com',
        `الهاتف: ${ltrPhone}`,
        'الميزانية: 5,000 – 8,000 درهم',
        'الاستخدام: الألعاب',
        'العلامة المفضلة للمعالج: AMD',
        'العلامة المفضلة لبطاقة الرسومات: لا تفضيل محدد',
        '',
        'ملاحظات إضافية:',
        'هيكل أبيض وهادئ.',
        '',
        'شكرًا لكم!',
      ].join('\n'),
    )
  })

  it('the WhatsApp text is Arabic, and a typed "{phone}" stays as typed', () => {
    const text = param(whatsAppUrl(site.phone, quoteChatText({ ...arQuote, notes: 'اتصل بي على {phone}' }, texts)), 'text')!
    expect(text.split('\n')).toEqual([
      'مرحبًا Falcon PC! أرغب في عرض سعر لتجميعة جهاز مخصص.',
      '',
      'الاسم: عمر الحداد',
      'البريد الإلكتروني: omar@example.com',
      `الهاتف: ${ltrPhone}`,
      'الميزانية: 5,000 – 8,000 درهم',
      'الاستخدام: الألعاب',
      'العلامة المفضلة للمعالج: AMD',
      'العلامة المفضلة لبطاقة الرسومات: لا تفضيل محدد',
      'ملاحظات: اتصل بي على {phone}',
    ])
  })

  it('the copied text names its fields in Arabic', () => {
    expect(emailPlainText({ to: 'a@b.ae', subject: 'س', body: 'ن' }, ar.quote.dialog.plain)).toBe('إلى: a@b.ae\nالموضوع: س\n\nن')
  })

  it('the price match request is Arabic, and a price without a currency gets درهم', () => {
    const t = { ...ar.priceMatch.t.message, chat: ar.priceMatch.chat }
    const p = { product: 'RTX 5070', competitorPrice: '2,499', source: '' }
    expect(priceMatchChatText(p, t)).toBe('مرحبًا Falcon PC! وجدت سعرًا أقل وأودّ طلب مطابقة السعر.\n\nالمنتج: RTX 5070\nسعر المنافس: 2,499 درهم\nالرابط / المصدر: غير محدد')
    expect(priceMatchChatText({ ...p, competitorPrice: '2,399 درهم' }, t)).toContain('سعر المنافس: 2,399 درهم\n')
    const email = priceMatchEmail(p, site.email, t)
    expect(email.subject).toBe('طلب مطابقة سعر - RTX 5070')
    expect(param(mailtoUrl(email), 'subject')).toBe('طلب مطابقة سعر - RTX 5070')
    expect(email.body.startsWith('مرحبًا فريق Falcon PC،\n\nوجدت سعرًا أقل لدى متجر معتمد في الإمارات')).toBe(true)
  })

  it('the Send Email button and the chat links carry Arabic texts', () => {
    expect(ar.sendEmail.message.subject).toBe('استشارة حول جهاز ألعاب مخصص - Falcon PC')
    expect(ar.sendEmail.label).toBe('أرسل بريدًا إلكترونيًا')
    expect(ar.quote.chatText).toBe('مرحبًا Falcon PC! أودّ الحصول على عرض سعر لتجميعة جهاز ألعاب مخصص.')
    expect(en.quote.chatText).toBe("Hi Falcon PC! I'd like a quote for a custom gaming PC build.")
  })

  it('fill leaves unknown arguments and never fills a value twice', () => {
    expect(fill('{a} and {b}', { a: '{b}' })).toBe('{b} and {b}')
    expect(fill('{constructor}', {})).toBe('{constructor}')
  })
})
