/**
 * No visible text written in JSX outside the catalogues (part of `make test`): JSX text, and string literals in
 * the attributes people read or hear (placeholder, aria-label, title, alt, label, ...) or in JSX children, and
 * a text kept in a variable or property of such a name first (`const hint = \`JPEG … up to ${mb} MB.\``, then
 * `hint={hint}`). Third parties' texts (ALTCHA, Leaflet) are not in our source: their screens are checked
 * rendered in Filipino (components/ui/captcha-field.test.tsx, app/filipino-screens.test.tsx).
 * Texts without a letter (punctuation, '·', '–') need no translation.
 */
import { readdirSync, readFileSync } from 'node:fs'

import ts from 'typescript'

const SRC = `${process.cwd()}/src/` // vitest runs in frontend/
const VISIBLE =
  /^(placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|label|[a-zA-Z]*Label|[a-zA-Z]*Title|heading|description|hint|term|none|intro|legend|subtitle|caption|text|[a-zA-Z]*Text|[a-zA-Z]*Message|message)$/
const LETTER = /[A-Za-z]/

/** Texts that are the same in every language: the roles' names (the office's titles). */
const SAME_IN_EVERY_LANGUAGE = new Set<string>(['Chieftain', 'IPMR'])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(`${path}/`)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

export function literalTexts(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const at = (node: ts.Node) => `${file.replace(SRC, 'src/')}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const note = (node: ts.Node, value: string) => {
    if (LETTER.test(value) && !SAME_IN_EVERY_LANGUAGE.has(value.trim())) found.push(`${at(node)} ${JSON.stringify(value.trim())}`)
  }
  const literal = (expr: ts.Expression | undefined): void => {
    if (!expr) return
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) note(expr, expr.text)
    else if (ts.isTemplateExpression(expr)) note(expr, [expr.head.text, ...expr.templateSpans.map((span) => span.literal.text)].join(' '))
    else if (ts.isConditionalExpression(expr)) [expr.whenTrue, expr.whenFalse].forEach(literal)
    else if (ts.isBinaryExpression(expr)) {
      // `a || 'Text'`, `a ?? 'Text'`, `shown && 'Text'`, `'Text ' + a`; not a comparison (`status === 'done'`)
      const kind = expr.operatorToken.kind
      if (kind === ts.SyntaxKind.AmpersandAmpersandToken) literal(expr.right)
      else if ([ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(kind)) [expr.left, expr.right].forEach(literal)
    }
    else if (ts.isParenthesizedExpression(expr)) literal(expr.expression)
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) note(node, node.text)
    else if (ts.isJsxAttribute(node) && VISIBLE.test(node.name.getText()) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) note(node.initializer, node.initializer.text)
      else if (ts.isJsxExpression(node.initializer)) literal(node.initializer.expression)
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) literal(node.expression)
    else if ((ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) && ts.isIdentifier(node.name) && VISIBLE.test(node.name.text))
      literal(node.initializer)
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

describe('visible text in JSX', () => {
  it('finds a literal text (the check can fail)', () => {
    const sample = `const A = () => <p title="Hello">Add New {'Save'} <b aria-label={x ? 'Yes' : t('no')}>·</b></p>`
    expect(literalTexts('sample.tsx', sample).map((hit) => hit.split(' ').slice(1).join(' '))).toEqual(['"Hello"', '"Add New"', '"Save"', '"Yes"'])
  })

  it('finds a text kept in a variable or property first (the photo hint was missed)', () => {
    const sample = 'const hint = `JPEG, PNG, WEBP or GIF, up to ${mb} MB.`\nconst o = { label: \'Zoom in\', kind: \'zoom\' }'
    expect(literalTexts('sample.tsx', sample).map((hit) => hit.split(' ').slice(1).join(' '))).toEqual([
      '"JPEG, PNG, WEBP or GIF, up to   MB."',
      '"Zoom in"',
    ])
  })

  it('comes from the catalogues in every screen and component', () => {
    const found = sources(SRC).flatMap((file) => literalTexts(file, readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })
})
