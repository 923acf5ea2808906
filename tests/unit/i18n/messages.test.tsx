/**
 * The message files: every locale has English's files, keys and arguments, or
 * `npm run check` fails naming the file and the key; Arabic formats plurals in its six forms with
 * Western digits; tags become elements.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { checkContent } from '../../../build/content/check.ts'
import { loadMessages } from '../../../build/content/translations.ts'
import { fmt, rich } from '../../../src/i18n/format.tsx'
import { localeOfPath } from '../../../src/i18n/messages.ts'
import { fixtureProject, problemsOf, ROOT } from '../content/helpers.ts'

const quiet = { warn: () => {} }
const shell = (locale: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'data/messages', locale, 'shell.json'), 'utf8'))
/** The problems of npm run check with some message files replaced (null removes one). */
const problems = (files: Record<string, unknown>) => {
  const dir = fixtureProject({})
  for (const [file, value] of Object.entries(files)) {
    const at = path.join(dir, 'data/messages', file)
    if (value === null) fs.rmSync(at)
    else fs.writeFileSync(at, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return problemsOf(() => checkContent(dir, quiet))
}

describe('the shipped message files', () => {
  it('load, with Arabic for every English key', () => {
    const messages = loadMessages(ROOT)
    expect(Object.keys(messages)).toContain('shell')
    expect(messages.shell!.ar.skipLink).toBe('انتقل إلى المحتوى')
  })
})

describe('npm run check refuses', () => {
  it('an untranslated key, naming the file and the key', () => {
    const ar = shell('ar')
    delete ar.header.menu
    expect(problems({ 'ar/shell.json': ar })).toEqual(['data/messages/ar/shell.json: header.menu: missing (untranslated); data/messages/en/shell.json has it'])
  })

  it('a key English does not have', () => {
    const ar = shell('ar')
    ar.header.cart = 'السلة'
    expect(problems({ 'ar/shell.json': ar })).toEqual(['data/messages/ar/shell.json: header.cart: not in data/messages/en/shell.json; remove it or add it there first'])
  })

  it('a translation that drops or renames an argument or a tag', () => {
    const ar = shell('ar')
    ar.footer.chat = 'واتساب'
    ar.footer.rating = '<b>{value}/5</b> من {count} {source}'
    expect(problems({ 'ar/shell.json': ar })).toEqual([
      'data/messages/ar/shell.json: footer.rating: uses <b>, count, source, value, but data/messages/en/shell.json uses <strong>, count, source, value',
      'data/messages/ar/shell.json: footer.chat: uses none, but data/messages/en/shell.json uses phone',
    ])
  })

  it('a message that does not parse, an empty one and a value that is not text', () => {
    const en = shell('en')
    en.header.menu = 'Menu {'
    en.header.chat = ' '
    en.header.quote = 3
    const found = problems({ 'en/shell.json': en })
    expect(found).toHaveLength(4)
    expect(found[0]).toBe('data/messages/en/shell.json: header.quote: expected text or a group of messages')
    expect(found[1]).toMatch(/^data\/messages\/en\/shell\.json: header\.menu: not a valid message \(/)
    expect(found[2]).toBe('data/messages/en/shell.json: header.chat: must not be empty')
    // English's quote is not text, so Arabic's is one English does not have.
    expect(found[3]).toBe('data/messages/ar/shell.json: header.quote: not in data/messages/en/shell.json; remove it or add it there first')
  })

  it('a locale without one of the files, and a file English does not have', () => {
    expect(problems({ 'ar/shell.json': null })).toEqual(['data/messages/ar/shell.json: missing: every locale needs the same message files as data/messages/en/shell.json'])
    expect(problems({ 'ar/extra.json': { a: 'ب' } })).toEqual(['data/messages/ar/extra.json: no such file in data/messages/en/; remove it or add the English first'])
  })

  it('a file that is not JSON, once', () => {
    expect(problems({ 'ar/shell.json': '{ "skipLink": ' })).toEqual(['data/messages/ar/shell.json: invalid JSON: Unexpected end of JSON input'])
  })
})

describe('formatting', () => {
  it('uses the six Arabic plural forms, with Western digits as UAE retailers print prices', () => {
    const days = '{n, plural, zero {لا أيام} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}'
    expect([0, 1, 2, 3, 11, 100, 1500].map((n) => fmt('ar', days, { n }))).toEqual(['لا أيام', 'يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم', '1,500 يوم'])
    expect(fmt('en', '{n, plural, one {# day} other {# days}}', { n: 1500 })).toBe('1,500 days')
  })

  it('turns tags into elements, escaping the values', () => {
    const html = renderToStaticMarkup(<p>{rich('en', 'See the <link>return policy</link>, {name}.', { link: (c) => <a href="/r">{c}</a>, name: '<b>' })}</p>)
    expect(html).toBe('<p>See the <a href="/r">return policy</a>, &lt;b&gt;.</p>')
  })

  it('reads the locale from the path', () => {
    expect(['/', '/blog', '/ar', '/ar/blog', '/archive', '/ar-x'].map(localeOfPath)).toEqual(['en', 'en', 'ar', 'ar', 'en', 'en'])
  })
})
