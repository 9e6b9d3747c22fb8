import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findImportCycles } from './findImportCycles'

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  cwd: here,
  encoding: 'utf8',
}).trim()

describe('the repository', () => {
  it('has no circle of files importing each other in shipped code', () => {
    const circles = findImportCycles(repoRoot)
    expect(circles, circles.map((circle) => circle.join(' ⇄ ')).join('\n')).toEqual([])
  })
})

describe('findImportCycles', () => {
  let root: string
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'assent-cycles-'))
    execFileSync('git', ['init', '-q'], { cwd: root })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('finds a type-only circle and a circle through an index and a dynamic import', () => {
    write('packages/core/src/a.ts', "import type { B } from './b'\nexport type A = B\n")
    write('packages/core/src/b.ts', "import type { A } from './a'\nexport type B = { a?: A }\n")
    write('apps/web/src/x/index.ts', "export { y } from '../y'\n")
    write('apps/web/src/y.tsx', "export const y = () => import('./z')\n")
    write('apps/web/src/z.ts', "import './x'\n")
    expect(findImportCycles(root)).toEqual([
      ['apps/web/src/x/index.ts', 'apps/web/src/y.tsx', 'apps/web/src/z.ts'],
      ['packages/core/src/a.ts', 'packages/core/src/b.ts'],
    ])
  })

  it('finds none in a chain, nor through tests, test-utils or packages by name', () => {
    write('packages/core/src/a.ts', "import { b } from './b'\nexport const a = b\n")
    write('packages/core/src/b.ts', "import { c } from './c.js'\nexport const b = c\n")
    write('packages/core/src/c.ts', "import { a } from '@assent/core'\nexport const c = a\n")
    write('packages/core/src/c.test.ts', "import { a } from './a'\nimport './c'\n")
    write('packages/core/src/test-utils/t.ts', "import { a } from '../a'\nexport const t = a\n")
    write('packages/core/src/b2.ts', "import { t } from './test-utils/t'\nexport const b2 = t\n")
    expect(findImportCycles(root)).toEqual([])
  })
})
