import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkNoOutsideLinks, KNOWN_EXCEPTIONS } from './checkNoOutsideLinks'

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], {
  cwd: here,
  encoding: 'utf8',
}).trim()

// Built from parts: written out, these strings would be findings in this very file.
const notesDir = ['..', 'shared'].join('/')
const notesLink = `${notesDir}/ARCHITECTURE.md`
const machinePath = ['', 'work', 'main', 'notes.md'].join('/')
const homePath = ['', 'home', 'dev', '.config'].join('/')

describe('the repository', () => {
  it('names no path outside itself and links to nothing outside itself', () => {
    const { problems, staleExceptions } = checkNoOutsideLinks(repoRoot)
    expect(problems).toEqual([])
    expect(staleExceptions).toEqual([])
  })
})

describe('checkNoOutsideLinks', () => {
  let root: string
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  const track = (...files: string[]) => execFileSync('git', ['add', '--', ...files], { cwd: root })

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'assent-links-'))
    execFileSync('git', ['init', '-q'], { cwd: root })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('finds planted machine paths and links that leave the repository', () => {
    write(
      'docs/guide.md',
      [
        '# Guide',
        `See [the notes](../${notesLink}) and [a sibling](../../elsewhere/x.md).`,
        'Inside: [readme](../README.md), [api](/docs/guide.md#top), [web](https://example.org/home/x).',
        '<img src="../../logo.svg"> and [a reference]: ../../outside.md',
        '',
        '[outside-ref]: ../../outside.md "title"',
        '```md',
        '[in a code block](../../ignored.md)',
        '```',
      ].join('\n'),
    )
    write('README.md', `Data lives in \`${machinePath}\`.\n`)
    write('src/config.ts', `export const rc = '${homePath}'\n`)
    write('src/binary.bin', `\0${machinePath}`)
    write('untracked.md', `[x](${notesLink})\n`)
    track('docs/guide.md', 'README.md', 'src/config.ts', 'src/binary.bin')

    const { problems } = checkNoOutsideLinks(root, { exceptions: [] })

    // In git's order of files; per line, machine paths before links.
    expect(problems.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([
      `README.md:1 ${machinePath}`,
      `docs/guide.md:2 ../${notesDir}`,
      `docs/guide.md:2 ../${notesLink}`,
      'docs/guide.md:2 ../../elsewhere/x.md',
      'docs/guide.md:4 ../../logo.svg',
      'docs/guide.md:6 ../../outside.md',
      `src/config.ts:1 ${homePath}`,
    ])
    expect(new Set(problems.map((problem) => problem.reason))).toEqual(
      new Set([
        'names the notes folder kept beside the repository',
        'links outside the repository',
        'is an absolute path of one machine',
      ]),
    )
  })

  it('passes a clean repository', () => {
    write('README.md', '# Clean\n\n[docs](docs/a.md) · [site](https://example.org)\n')
    write('docs/a.md', '[back](../README.md) [anchor](#clean)\n')
    // A folder called `shared` inside the repository is not the notes folder beside it.
    write('src/routes/a.ts', `import { x } from '${notesDir}/x'\n`)
    track('README.md', 'docs/a.md', 'src/routes/a.ts')
    expect(checkNoOutsideLinks(root, { exceptions: [] })).toEqual({
      problems: [],
      staleExceptions: [],
    })
  })

  it('excuses an excepted file and reports an exception that is no longer needed', () => {
    write('ci.sh', `# runs with ${machinePath}\n`)
    write('README.md', '# Clean\n')
    track('ci.sh', 'README.md')
    const ci = { file: 'ci.sh', reason: 'test' }
    const readme = { file: 'README.md', reason: 'test' }
    expect(checkNoOutsideLinks(root, { exceptions: [ci, readme] })).toEqual({
      problems: [],
      staleExceptions: [readme],
    })
  })

  it('as a script, lists what it found and exits 1', () => {
    write('README.md', `See [notes](${notesLink}).\n`)
    track('README.md')
    const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
    const script = join(here, 'checkNoOutsideLinks.ts')
    const run = (dir: string) =>
      spawnSync(process.execPath, ['--import', loader, script, dir], { encoding: 'utf8' })

    const dirty = run(root)
    expect(dirty.status).toBe(1)
    expect(dirty.stderr).toContain(`README.md:1: links outside the repository: ${notesLink}`)

    // Clean apart from the repository's own exceptions, which the script applies.
    write('README.md', '# Clean\n')
    for (const { file } of KNOWN_EXCEPTIONS) write(file, `# ${machinePath}\n`)
    track('README.md', ...KNOWN_EXCEPTIONS.map(({ file }) => file))
    const clean = run(root)
    expect(clean.stderr).toBe('')
    expect(clean.status).toBe(0)
  })
})
