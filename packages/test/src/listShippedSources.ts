import { execFileSync } from 'node:child_process'

/** Where shipped TypeScript lives. */
const ROOTS = ['apps', 'packages', 'scripts']
const TYPESCRIPT = /\.(?:ts|tsx|mts|cts)$/
/** Tests, type tests and declarations ship nothing. */
const NOT_SHIPPED = /\.(?:test|test-d)\.(?:ts|tsx)$|\.d\.ts$/
/** Folders of installed, built or test-only code. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-utils', 'e2e'])

/**
 * The TypeScript files under apps/, packages/ and scripts/ that ship or run as tooling, as
 * paths relative to `root`, sorted: tests, type tests, test-utils, e2e, dist and node_modules
 * are left out. Files git tracks and new files it does not ignore both count, so a check sees
 * a file before it is committed. A tracked file deleted from the working tree is still listed:
 * callers skip what they cannot read.
 * @example
 * for (const file of listShippedSources('/path/to/clone')) console.log(file)
 */
export function listShippedSources(root: string): string[] {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...ROOTS],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => TYPESCRIPT.test(file) && !NOT_SHIPPED.test(file))
    .filter((file) => !file.split('/').some((folder) => SKIPPED_FOLDERS.has(folder)))
  return [...new Set(files)].sort()
}
