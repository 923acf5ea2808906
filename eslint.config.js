// The linter `npm test` runs (`npm run lint`): code rules, React's hook rules, and the import rules that keep the
// layout of docs/architecture.md: imports run one way, no cycles, and the audit package is used only through the
// entry points its package.json exports.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'

/** `from` may not be imported by `target`; the message says which way imports run. */
const zone = (target, from, message) => ({ target, from, message })
// The zones are paths from the repository's root (tests/unit/lint plants files in a scratch copy of the layout).
const basePath = process.env.LINT_ROOT ?? import.meta.dirname
const layers = 'Imports run one way: app -> pages -> features -> islands -> components, seo, site, i18n, content, lib (docs/architecture.md).'

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'public/**', '.cache/**', 'test-results/**', 'packages/seo-audit/dist/**', 'packages/seo-audit/bin/**', 'packages/seo-audit/tests/fixtures/**', 'tests/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's rules for hooks, where React code is (the tests' `use…` helpers are not hooks).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Vite's virtual modules and query imports (`?inline`, `?url`) are resolved by the build, not on disk.
      'import-x/ignore': ['^virtual:', '\\?'],
    },
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // TypeScript checks names; `no-undef` does not know type-only globals.
      'no-undef': 'off',
      // Parsers and sanitisers match control characters on purpose.
      'no-control-regex': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath,
          zones: [
            // The audit package stands alone: it imports nothing outside itself, and others use its exports only.
            { ...zone('./packages/seo-audit', '.', 'packages/seo-audit imports nothing outside itself.'), except: ['./packages/seo-audit', './node_modules'] },
            // What renders knows nothing of the build, the scripts or the tests.
            zone('./src', ['./build', './scripts', './dev', './tests'], 'src/ holds what renders; it imports nothing from build/, scripts/, dev/ or tests/.'),
            zone('./build', ['./scripts', './tests'], 'build/ is imported by scripts/, not the other way round.'),
            // Inside src/, one way.
            zone('./src/islands', ['./src/app', './src/pages', './src/features', './src/components', './src/seo', './src/site', './src/content'], `islands/ is the generic runtime and knows no feature. ${layers}`),
            zone('./src/features', ['./src/app', './src/pages'], layers),
            zone('./src/pages', ['./src/app'], layers),
            zone(['./src/components', './src/seo', './src/site', './src/i18n', './src/content', './src/lib'], ['./src/app', './src/pages', './src/features', './src/islands'], layers),
          ],
        },
      ],
    },
  },
  {
    // Outside the audit package, its files are reached only through the entry points its package.json exports.
    files: ['**/*'],
    ignores: ['packages/seo-audit/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: 'packages/seo-audit/', message: "Import the audit through its package name and exports ('seo-audit', 'seo-audit/limits', ...), not its files." }] }],
    },
  },
  {
    // Tests read JSON-LD and configs of any shape, and render both branches of a condition on purpose.
    files: ['tests/**', 'packages/seo-audit/tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-constant-condition': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
