/**
 * A person's initials for an avatar: "Ahmed K." → "AK", "Omar Haddad" → "OH". In Arabic the definite
 * article is not a name's first letter ("يوسف المرزوقي" → "ي م", not "يا", which reads as a word), and the
 * two letters are kept apart by a zero-width non-joiner so they do not join into one.
 */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => (/^ال\p{L}{2}/u.test(w) ? w.slice(2) : w)[0])
    .join('')
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 2)
  return /^[A-Za-z]*$/.test(letters) ? letters : [...letters].join('\u200c')
}
