import { writeFileSync } from 'node:fs'
import { createGatewayClient } from '@assent/gateway-client'
import { createPublicClient, http } from 'viem'
import { checkEvidenceFile } from './checkEvidenceFile'
import { buildEvidence } from './evidence/buildEvidence'
import { formatReview } from './formatReview'
import { ArgumentError, parseArguments, USAGE } from './parseArguments'
import { reviewSafeTransaction } from './reviewSafeTransaction'
import { reviewToJson } from './reviewToJson'

/** Where the command writes. */
export type CliOutput = { stdout: (text: string) => void; stderr: (text: string) => void }

/** Parameters of `runCli`: the arguments after the program name, and where to write. */
export type RunCliParameters = { argv: readonly string[]; output: CliOutput }

/**
 * Exit codes: 0 nothing found, 1 a mismatch or a critical finding (do not sign), 2 the command
 * line is wrong, 3 the check could not run (gateway or RPC unreachable, no such transaction).
 */
export const EXIT_CODES = { ok: 0, doNotSign: 1, usage: 2, failed: 3 } as const

/** What `runCli` answers: the exit code. */
export type RunCliReturnType = (typeof EXIT_CODES)[keyof typeof EXIT_CODES]

/**
 * `assent-verify`: reads the transaction from the gateway, checks it against the chain through
 * the RPC given, and prints the review (or `--json`); `--evidence file` also writes the
 * evidence file of the review (`buildEvidence`); `--check-evidence file` checks one offline.
 * @example process.exitCode = await runCli({ argv: process.argv.slice(2), output })
 */
export async function runCli({ argv, output }: RunCliParameters): Promise<RunCliReturnType> {
  let args: ReturnType<typeof parseArguments>
  try {
    args = parseArguments(argv)
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error
    output.stderr(`assent-verify: ${error.message}\n${USAGE}\n`)
    return EXIT_CODES.usage
  }
  if (args === 'help') {
    output.stdout(`${USAGE}\n`)
    return EXIT_CODES.ok
  }
  if ('checkEvidencePath' in args) {
    try {
      const { ok, text } = await checkEvidenceFile({
        path: args.checkEvidencePath,
        json: args.json,
      })
      output.stdout(text)
      return ok ? EXIT_CODES.ok : EXIT_CODES.doNotSign
    } catch (error) {
      output.stderr(`assent-verify: ${describeError(error)}\n`)
      return EXIT_CODES.failed
    }
  }
  try {
    const client = createPublicClient({ transport: http(args.rpcUrl, { retryCount: 1 }) })
    const review = await reviewSafeTransaction({
      gateway: createGatewayClient({ baseUrl: args.gatewayUrl, maxRetries: 2 }),
      client,
      chainId: args.chainId,
      safe: args.safe,
      nonce: args.nonce,
      safeTxHash: args.safeTxHash,
    })
    if (args.evidencePath) {
      const evidence = await buildEvidence({ client, review })
      writeFileSync(args.evidencePath, `${JSON.stringify(evidence, null, 2)}\n`)
      output.stderr(
        `Evidence written to ${args.evidencePath}: block ${review.chainState.blockNumber}, hash ${evidence.block.hash}.\n`,
      )
    }
    output.stdout(
      args.json
        ? reviewToJson(review)
        : formatReview({ review, safeName: `${args.shortName}:${args.safe}` }),
    )
    return review.blockers.length === 0 ? EXIT_CODES.ok : EXIT_CODES.doNotSign
  } catch (error) {
    output.stderr(`assent-verify: ${describeError(error)}\n`)
    return EXIT_CODES.failed
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const short = 'shortMessage' in error && typeof error.shortMessage === 'string'
  return short ? String(error.shortMessage) : error.message
}
