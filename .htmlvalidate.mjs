/**
 * html-validate configuration for every page the build emits (tests/browser/html-valid.test.ts).
 *
 * A JavaScript file rather than .htmlvalidate.json because each relaxation must carry its reason,
 * and html-validate's JSON config allows neither comments nor extra keys.
 *
 * Everything in html-validate:recommended applies, except:
 */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React and vite-react-ssg serialise boolean attributes as `attr=""` (async="", disabled="", hidden="").
    // The style is enforced, just React's style rather than the bare attribute.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // Same serialiser: `crossorigin=""`. Still enforced, with the empty-string style.
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Two generators write pages: vite-react-ssg (`<!DOCTYPE html>`) and the redirect stubs (`<!doctype html>`).
    // Both are valid; the case of the doctype has no meaning in HTML.
    'doctype-style': 'off',
    // vite-react-ssg's page template leaves indentation-only lines after the root element; whitespace, not markup.
    'no-trailing-whitespace': 'off',
    // React's useId() makes ids such as `_R_p_`. HTML5 allows any id without spaces; `relaxed` still rejects
    // empty ids and whitespace.
    'valid-id': ['error', { relaxed: true }],
    // Title length is an SEO limit, and the SEO audit owns it (packages/seo-audit/src/engine/rules/content.ts: 60 characters,
    // reported as a warning). One limit in one place rather than a second, different one here.
    'long-title': 'off',
    // A group of checkboxes shares one name and sends one value per ticked box (the build chooser's
    // `games`, which is also its share link's query key). The rule's default shares names only for radios
    // and buttons; every other control must still have a unique name.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
}
