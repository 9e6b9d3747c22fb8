import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A place where a tracked file depends on something outside the repository. */
export type OutsideLink = {
  /** Path relative to the repository root, with `/` separators. */
  file: string
  line: number
  reason: string
  /** The offending path or link target. */
  text: string
}

/** A file allowed to keep its findings for now, and why. */
export type OutsideLinkException = { file: string; reason: string }

export type OutsideLinkReport = {
  /** Findings in files without an exception: each one fails the check. */
  problems: OutsideLink[]
  /** Exceptions whose file has no finding any more: delete them, so they cannot hide new ones. */
  staleExceptions: OutsideLinkException[]
}

/** Files that may keep their findings, each with its reason; none today. */
export const KNOWN_EXCEPTIONS: readonly OutsideLinkException[] = []

// Written as patterns, with escaped slashes, so this file does not trip its own check.
// `leavesRoot` says whether the match must resolve outside the repository to count (a folder
// named `shared` inside the repository is fine).
const MACHINE_PATHS: readonly { pattern: RegExp; reason: string; onlyOutside?: boolean }[] = [
  {
    pattern: /(?<![\w.-])(?:\.\.\/)+shared(?![\w.-])/g,
    reason: 'names the notes folder kept beside the repository',
    onlyOutside: true,
  },
  {
    // Not when glued to a word, so the path part of a URL (`https://x.org/home/`) passes.
    pattern: /(?<![\w.-])\/(?:work|root|home)\/[^\s'"`)\]>]*/g,
    reason: 'is an absolute path of one machine',
  },
]

const INLINE_LINK = /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)\n]*)?\)/g
const REFERENCE_LINK = /^ {0,3}\[[^\]\n]+\]:\s*<?([^\s>]+)>?/
const HTML_LINK = /\b(?:href|src)\s*=\s*["']([^"']+)["']/g
const FENCE = /^ {0,3}(```|~~~)/
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i

/**
 * Scans every file git tracks in `root` for machine paths (the notes folder beside the
 * repository, absolute paths under /work, /root or /home) and, in Markdown files, for relative
 * links and HTML `href`/`src` that resolve outside `root`. Untracked and binary files are
 * skipped, and so are links inside fenced code blocks.
 * @example
 * const { problems } = checkNoOutsideLinks('/path/to/clone')
 * if (problems.length > 0) process.exitCode = 1
 */
export function checkNoOutsideLinks(
  root: string,
  { exceptions = KNOWN_EXCEPTIONS }: { exceptions?: readonly OutsideLinkException[] } = {},
): OutsideLinkReport {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '')
  const findings: OutsideLink[] = []
  for (const file of tracked) {
    const path = join(root, file)
    if (!existsSync(path)) continue
    const bytes = readFileSync(path)
    if (bytes.includes(0)) continue
    findings.push(...scanFile(root, file, bytes.toString('utf8')))
  }
  const excused = new Set(exceptions.map((exception) => exception.file))
  return {
    problems: findings.filter((finding) => !excused.has(finding.file)),
    staleExceptions: exceptions.filter(
      (exception) => !findings.some((finding) => finding.file === exception.file),
    ),
  }
}

function scanFile(root: string, file: string, text: string): OutsideLink[] {
  const findings: OutsideLink[] = []
  const isMarkdown = /\.mdx?$/i.test(file)
  let inFence = false
  text.split('\n').forEach((content, index) => {
    const line = index + 1
    for (const { pattern, reason, onlyOutside } of MACHINE_PATHS) {
      for (const match of content.matchAll(pattern)) {
        if (onlyOutside && !leavesRoot(root, file, match[0])) continue
        findings.push({ file, line, reason, text: match[0] })
      }
    }
    if (!isMarkdown) return
    if (FENCE.test(content)) inFence = !inFence
    if (inFence) return
    const targets = [
      ...[...content.matchAll(INLINE_LINK)].map((match) => match[1]),
      ...[...content.matchAll(HTML_LINK)].map((match) => match[1]),
      content.match(REFERENCE_LINK)?.[1],
    ]
    for (const target of targets) {
      if (target && leavesRoot(root, file, target)) {
        findings.push({ file, line, reason: 'links outside the repository', text: target })
      }
    }
  })
  return findings
}

/** Whether a Markdown link target written in `file` resolves outside `root`. */
function leavesRoot(root: string, file: string, target: string): boolean {
  if (SCHEME.test(target) || target.startsWith('#')) return false
  const path = target.replace(/[?#].*$/, '')
  if (path === '') return false
  const decoded = safeDecode(path)
  // A leading slash means the repository root, as on GitHub.
  const resolved = decoded.startsWith('/')
    ? resolve(root, `.${decoded}`)
    : resolve(dirname(join(root, file)), decoded)
  const fromRoot = relative(root, resolved)
  return fromRoot === '..' || fromRoot.startsWith(`..${sep}`) || isAbsolute(fromRoot)
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

function formatFinding(finding: OutsideLink): string {
  return `${finding.file}:${finding.line}: ${finding.reason}: ${finding.text}`
}

// `npx tsx packages/test/src/checkNoOutsideLinks.ts [root]`: lists every problem and exits 1
// when there is one; root defaults to the repository holding this file.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url))
  const root =
    process.argv[2] ??
    execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: here, encoding: 'utf8' }).trim()
  const { problems, staleExceptions } = checkNoOutsideLinks(resolve(root))
  for (const problem of problems) console.error(formatFinding(problem))
  for (const stale of staleExceptions) {
    console.error(`${stale.file}: exception no longer needed, remove it from KNOWN_EXCEPTIONS`)
  }
  if (problems.length > 0 || staleExceptions.length > 0) {
    console.error(
      `${problems.length} reference(s) outside the repository; docs/ holds what they pointed to.`,
    )
    process.exit(1)
  }
  console.log('No links or paths outside the repository.')
}
