import { spawn } from 'node:child_process'

// `npm test`: lint and typecheck side by side (small, mostly one core each), then the unit and
// integration suites, then the browser suites; stops at the first failing stage and prints how
// long each suite took, so a slow one is seen where it happens.
type Suite = { name: string; script: string }
type Result = { name: string; seconds: number; code: number }

const stages: Suite[][] = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
  ],
  [{ name: 'unit + integration', script: 'test:unit' }],
  [{ name: 'browser (e2e)', script: 'test:e2e' }],
]

function runScript(suite: Suite): Promise<Result> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', suite.script], { stdio: 'inherit' })
    child.once('error', () => resolve({ name: suite.name, seconds: 0, code: 1 }))
    child.once('exit', (code, signal) =>
      resolve({
        name: suite.name,
        seconds: (performance.now() - started) / 1000,
        code: code ?? (signal ? 1 : 0),
      }),
    )
  })
}

const results: Result[] = []
const started = performance.now()
for (const stage of stages) {
  const finished = await Promise.all(stage.map(runScript))
  results.push(...finished)
  if (finished.some((result) => result.code !== 0)) break
}
const total = (performance.now() - started) / 1000

console.log('\nnpm test — time per suite')
for (const { name, seconds, code } of results) {
  console.log(
    `  ${name.padEnd(20)} ${seconds.toFixed(0).padStart(5)} s  ${code === 0 ? 'ok' : 'FAILED'}`,
  )
}
console.log(`  ${'total'.padEnd(20)} ${total.toFixed(0).padStart(5)} s`)
process.exit(results.every((result) => result.code === 0) ? 0 : 1)
