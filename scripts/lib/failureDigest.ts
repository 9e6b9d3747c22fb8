// What `npm test` repeats at its end about a suite that failed: CI keeps only the end of the
// log, and a browser suite's failure otherwise scrolls out of it under the other suites' output.

const FAILURE_DIGEST_LINES = 25

/** A source excerpt vitest prints under an error (`  35| expect(…)`, `   |  ^`) or a rule line. */
const NOT_WORTH_A_LINE = /^\s*(\d+\s*)?\|\s|^\s*⎯+(\[\d+\/\d+\])?⎯*\s*$/

/** The failed tests and their first error lines from a suite's output (vitest's "Failed Tests"
 *  section, source excerpts left out), or its last lines when it has none — e.g. a set-up that
 *  crashed. */
export function failureDigest(output: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colour codes.
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const start = lines.findIndex((line) =>
    /Failed Tests \d+|Failed Suites \d+|Unhandled Errors?/.test(line),
  )
  const picked =
    start >= 0
      ? lines.slice(start).filter((line) => !NOT_WORTH_A_LINE.test(line))
      : lines.slice(-FAILURE_DIGEST_LINES)
  return picked
    .filter((line) => line.trim() !== '')
    .slice(0, FAILURE_DIGEST_LINES)
    .map((line) => `  ${line}`)
    .join('\n')
}
