import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findTypeCasts, formatTypeCast, TYPE_CAST_CEILING } from './findTypeCasts'

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  cwd: here,
  encoding: 'utf8',
}).trim()

describe('the repository', () => {
  it(`ships at most ${TYPE_CAST_CEILING} casts that switch the type checker off`, () => {
    const casts = findTypeCasts(repoRoot).map(formatTypeCast)
    // The message lists each cast, so a failure says where to look, not only how many.
    expect(
      casts.length,
      `${casts.length} casts, at most ${TYPE_CAST_CEILING}:\n${casts.join('\n')}`,
    ).toBeLessThanOrEqual(TYPE_CAST_CEILING)
  })
})

describe('findTypeCasts', () => {
  let root: string
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'assent-casts-'))
    execFileSync('git', ['init', '-q'], { cwd: root })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('finds both casts in shipped code, tracked or new, and nowhere else', () => {
    const never = ['as', 'never'].join(' ')
    const unknownAs = ['as', 'unknown', 'as'].join(' ')
    write('apps/web/src/a.ts', `const a = b ${never}\nconst c = d ${unknownAs} E\n`)
    write(
      'packages/core/src/b.tsx',
      `const x = (\n  y ${['as', 'unknown'].join(' ')}\n    as Z\n)\n`,
    )
    write('scripts/new.ts', `run(options ${never})\n`)
    // Not shipped, or not a cast:
    write('apps/web/src/a.test.ts', `const a = b ${never}\n`)
    write('apps/web/src/a.test.tsx', `const a = b ${never}\n`)
    write('packages/core/src/types.test-d.ts', `const a = b ${never}\n`)
    write('packages/core/src/test-utils/fixture.ts', `const a = b ${never}\n`)
    write('packages/core/node_modules/lib/index.ts', `const a = b ${never}\n`)
    write('packages/core/dist/index.ts', `const a = b ${never}\n`)
    write('packages/core/e2e/flow.ts', `const a = b ${never}\n`)
    write('e2e/src/suite.ts', `const a = b ${never}\n`)
    write('docs/casts.md', `Avoid \`x ${never}\`.\n`)
    write('apps/web/src/words.ts', '// she has never been unknown as such; canvas never\n')
    write('.gitignore', 'ignored/\n')
    write('apps/web/ignored/x.ts', `const a = b ${never}\n`)
    execFileSync('git', ['add', 'apps/web/src/a.ts', 'packages/core/src/b.tsx'], { cwd: root })

    expect(findTypeCasts(root).map(formatTypeCast)).toEqual([
      `apps/web/src/a.ts:1: ${never} — const a = b ${never}`,
      `apps/web/src/a.ts:2: ${unknownAs} — const c = d ${unknownAs} E`,
      `packages/core/src/b.tsx:2: ${unknownAs} — y ${['as', 'unknown'].join(' ')}`,
      `scripts/new.ts:1: ${never} — run(options ${never})`,
    ])
  })

  it('counts one more cast past the ceiling', () => {
    const cast = (index: number) => `export const v${index} = value ${['as', 'never'].join(' ')}\n`
    const lines = Array.from({ length: TYPE_CAST_CEILING }, (_, index) => cast(index))
    write('apps/web/src/casts.ts', lines.join(''))
    expect(findTypeCasts(root).length).toBeLessThanOrEqual(TYPE_CAST_CEILING)
    write('apps/web/src/casts.ts', [...lines, cast(TYPE_CAST_CEILING)].join(''))
    expect(findTypeCasts(root).length).toBeGreaterThan(TYPE_CAST_CEILING)
  })
})
