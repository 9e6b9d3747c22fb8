// The `assent-verify` process: arguments in, review out, the verdict as the exit code.
import { runCli } from './runCli'

process.exitCode = await runCli({
  argv: process.argv.slice(2),
  output: {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
})
