// Lint for the frontend: typescript-eslint, React hooks (with the React Compiler's rules), jsx-a11y, and the
// import boundaries of docs/architecture.md: components/ui and lib -> features/* -> app, no feature importing another,
// and no module importing itself around a circle (import-x/no-cycle).
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const noApp = { regex: '^@/app(/|$)', message: 'Only src/app composes screens; nothing imports it.' }

/**
 * A feature imports itself, components/ui and lib only: not another feature, not app. A relative import may
 * climb only as far as its own feature's folder, so a file `depth` folders inside it may not go up more.
 */
function featureBoundary(feature, depth) {
  const inside = depth === 0 ? '*' : `${'*/'.repeat(depth)}*`
  return {
    files: [`src/features/${feature}/${inside}.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message: 'A feature does not import another feature: share it from src/lib or src/components, or compose in src/app.',
            },
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: 'A relative import may not leave its feature folder (another feature is never imported; shared code comes from @/lib or @/components).',
            },
            noApp,
          ],
        },
      ],
    },
  }
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/lib/api/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // <RequireRole role="ipmr"> is a prop of our own component, not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A scrolling region (a wide table, a long dialog body) takes focus so the keyboard can scroll it
      // (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // No import cycle, through relative paths or '@/' (resolved by tsconfig.json's paths). A cycle of modules
    // is a cycle of screens too (a profile that opens a panel that opens the profile: modals nest): break it
    // with a callback the composing screen passes down, not by hiding the import. Type-only imports do not count.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read the imported .ts/.tsx files with the TypeScript parser (a file it cannot parse hides its imports).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
          extensions: ['.ts', '.tsx', '.js', '.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features(/|$)', message: 'components and lib are shared: they may not import a feature.' },
            { regex: '^(\\.\\./)+(features|app)(/|$)', message: 'components and lib may not import a feature or app.' },
            noApp,
          ],
        },
      ],
    },
  },
  ...FEATURES.flatMap((feature) => [0, 1, 2, 3].map((depth) => featureBoundary(feature, depth))),
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'src/features/*/test/**'],
    languageOptions: { globals: { ...globals.vitest } },
  },
)
