import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { listShippedSources } from './listShippedSources'

/** A cast that switches the type checker off, where it stands. */
export type TypeCast = {
  /** Path relative to the repository root, with `/` separators. */
  file: string
  /** The line the cast starts on. */
  line: number
  /** Which cast: to never, or through unknown. */
  cast: string
  /** That line, trimmed. */
  text: string
}

/**
 * How many such casts shipped code may hold. A ratchet: lower it when casts go, never raise
 * it. Two leaves room for the odd library type nothing else can satisfy.
 */
export const TYPE_CAST_CEILING = 2

// Written from parts, so this file does not count itself.
const CASTS: readonly { cast: string; pattern: RegExp }[] = [
  { cast: ['as', 'never'].join(' '), pattern: /\bas\s+never\b/g },
  { cast: ['as', 'unknown', 'as'].join(' '), pattern: /\bas\s+unknown\s+as\b/g },
]

/**
 * Every cast to `never` and through `unknown` in the TypeScript under apps/, packages/ and
 * scripts/ that ships or runs as tooling: tests, type tests, test-utils, e2e, dist and
 * node_modules are left out. Files git tracks and new files it does not ignore are read as
 * they are in the working tree, so a cast counts before it is committed. A comment naming
 * such a cast counts too: the check reads text, not syntax.
 * @example
 * const casts = findTypeCasts('/path/to/clone')
 * if (casts.length > TYPE_CAST_CEILING) process.exitCode = 1
 */
export function findTypeCasts(root: string): TypeCast[] {
  const casts: TypeCast[] = []
  for (const file of listShippedSources(root)) {
    const path = join(root, file)
    if (!existsSync(path)) continue
    casts.push(...castsIn(file, readFileSync(path, 'utf8')))
  }
  return casts
}

function castsIn(file: string, text: string): TypeCast[] {
  const lines = text.split('\n')
  const found: TypeCast[] = []
  for (const { cast, pattern } of CASTS) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(0, match.index).split('\n').length
      found.push({ file, line, cast, text: lines[line - 1]?.trim() ?? '' })
    }
  }
  return found.sort((a, b) => a.line - b.line)
}

/** One cast as a line of a report: `file:line: cast — the line`. */
export function formatTypeCast({ file, line, cast, text }: TypeCast): string {
  return `${file}:${line}: ${cast} — ${text}`
}

// `npx tsx packages/test/src/findTypeCasts.ts [root]`: lists every cast and exits 1 above the
// ceiling; root defaults to the repository holding this file.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url))
  const root =
    process.argv[2] ??
    execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: here, encoding: 'utf8' }).trim()
  const casts = findTypeCasts(resolve(root))
  for (const cast of casts) console.log(formatTypeCast(cast))
  if (casts.length > TYPE_CAST_CEILING) {
    console.error(
      `${casts.length} casts that switch the type checker off; at most ${TYPE_CAST_CEILING}.`,
    )
    process.exit(1)
  }
  console.log(
    `${casts.length} of at most ${TYPE_CAST_CEILING} casts that switch the type checker off.`,
  )
}
