import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileCached } from '../packages/test/src/compileCached'

// `npm start`: runs scripts/lib/startMain.ts, compiled once (and again only when a source
// changes) and run by plain node, which loads it in half the time tsx takes. The compile falling
// over is no reason not to start: then it runs here, under tsx.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

let compiled: string | undefined
try {
  compiled = await compileCached(repoRoot, 'scripts/lib/startMain.ts')
} catch (error) {
  console.warn(`assent: running without the compiled start-up (${String(error)})`)
}

if (compiled) {
  const child = spawn(process.execPath, ['--enable-source-maps', compiled], { stdio: 'inherit' })
  // Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on.
  // Either way this process waits until the stack has stopped.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal))
  }
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
} else {
  await import('./lib/startMain')
}
