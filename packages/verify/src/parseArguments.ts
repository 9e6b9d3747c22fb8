import { getKnownChainIdByShortName, parseEip3770 } from '@assent/core'
import { type Address, type Hex, isHex } from 'viem'

/** What to verify, and where to read it, as the command line names it. */
export type VerifyArguments = {
  chainId: number
  shortName: string
  safe: Address
  /** Exactly one of `nonce` and `safeTxHash`. */
  nonce?: number
  safeTxHash?: Hex
  gatewayUrl: string
  rpcUrl: string
  json: boolean
  /** Where to write the evidence file, when asked. */
  evidencePath?: string
}

/** Checking an evidence file offline: no Safe, no gateway, no RPC. */
export type CheckEvidenceArguments = { checkEvidencePath: string; json: boolean }

/** The usage lines, printed with every argument error and by `--help`. */
export const USAGE = [
  'Usage: assent-verify <shortName:address> (--nonce N | --safe-tx-hash 0x…) --gateway URL --rpc URL [--json] [--evidence out.json]',
  '       assent-verify --check-evidence file.json [--json]   (offline: no network)',
].join('\n')

/** A command line that cannot be run; its message says what to fix. */
export class ArgumentError extends Error {
  override name = 'ArgumentError'
}

/** Parameters of `parseArguments`: the arguments after the program name. */
export type ParseArgumentsParameters = readonly string[]

/** What `parseArguments` answers: the arguments, or 'help' when help was asked for. */
export type ParseArgumentsReturnType = VerifyArguments | CheckEvidenceArguments | 'help'

const VALUE_OPTIONS = [
  '--nonce',
  '--safe-tx-hash',
  '--gateway',
  '--rpc',
  '--evidence',
  '--check-evidence',
] as const
type ValueOption = (typeof VALUE_OPTIONS)[number]

/**
 * Reads `assent-verify`'s arguments. The Safe is `shortName:address` (EIP-3770); the short name
 * must be a well-known chain's or `eip155-<chainId>`, never taken from the gateway.
 * @throws ArgumentError with the exact problem (unknown option, missing value, bad address…)
 * @example parseArguments(['devnet:0x…', '--nonce', '0', '--gateway', url, '--rpc', rpc])
 */
export function parseArguments(argv: ParseArgumentsParameters): ParseArgumentsReturnType {
  const values = new Map<ValueOption, string>()
  const positional: string[] = []
  let json = false
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] as string
    if (argument === '--help' || argument === '-h') return 'help'
    if (argument === '--json') {
      json = true
      continue
    }
    const [name, inline] = splitOption(argument)
    if (isValueOption(name)) {
      const value = inline ?? argv[++index]
      if (value === undefined || value.startsWith('--')) {
        throw new ArgumentError(`${name} needs a value.`)
      }
      if (values.has(name)) throw new ArgumentError(`${name} is given twice.`)
      values.set(name, value)
      continue
    }
    if (argument.startsWith('-')) throw new ArgumentError(`Unknown option ${argument}.`)
    positional.push(argument)
  }
  const checkEvidencePath = values.get('--check-evidence')
  if (checkEvidencePath !== undefined) {
    if (positional.length > 0 || values.size > 1) {
      throw new ArgumentError('--check-evidence works offline: give it no Safe, gateway or RPC.')
    }
    return { checkEvidencePath, json }
  }
  if (positional.length !== 1) {
    throw new ArgumentError(
      positional.length === 0
        ? 'Name the Safe as shortName:address (e.g. eth:0x…).'
        : `Only one Safe can be verified at a time; got ${positional.join(', ')}.`,
    )
  }
  const { chainId, shortName, safe } = parseSafe(positional[0] as string)
  const nonceText = values.get('--nonce')
  const hashText = values.get('--safe-tx-hash')
  if ((nonceText === undefined) === (hashText === undefined)) {
    throw new ArgumentError('Give exactly one of --nonce and --safe-tx-hash.')
  }
  return {
    chainId,
    shortName,
    safe,
    ...(nonceText !== undefined ? { nonce: parseNonce(nonceText) } : {}),
    ...(hashText !== undefined ? { safeTxHash: parseHash(hashText) } : {}),
    gatewayUrl: parseUrl('--gateway', values.get('--gateway')),
    rpcUrl: parseUrl('--rpc', values.get('--rpc')),
    json,
    ...(values.has('--evidence') ? { evidencePath: values.get('--evidence') } : {}),
  }
}

function splitOption(argument: string): [string, string | undefined] {
  const equals = argument.indexOf('=')
  if (!argument.startsWith('--') || equals < 0) return [argument, undefined]
  return [argument.slice(0, equals), argument.slice(equals + 1)]
}

function isValueOption(name: string): name is ValueOption {
  return (VALUE_OPTIONS as readonly string[]).includes(name)
}

function parseSafe(text: string): { chainId: number; shortName: string; safe: Address } {
  let parsed: ReturnType<typeof parseEip3770>
  try {
    parsed = parseEip3770(text)
  } catch (error) {
    throw new ArgumentError(`${(error as Error).message} (the Safe is shortName:address).`)
  }
  const { shortName, address } = parsed
  if (!shortName) {
    throw new ArgumentError(
      `Name the Safe's chain as shortName:address (e.g. eth:${address}): an address alone could be on any chain.`,
    )
  }
  const generic = /^eip155-(\d+)$/.exec(shortName)
  const chainId = generic ? generic[1] : getKnownChainIdByShortName(shortName)
  if (!chainId) {
    throw new ArgumentError(
      `Unknown chain short name "${shortName}": use a well-known one (eth, gno, sep, devnet…) or eip155-<chainId>.`,
    )
  }
  return { chainId: Number(chainId), shortName, safe: address }
}

function parseNonce(text: string): number {
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new ArgumentError(`--nonce must be a whole number, got "${text}".`)
  }
  return Number(text)
}

function parseHash(text: string): Hex {
  if (!isHex(text, { strict: true }) || text.length !== 66) {
    throw new ArgumentError(
      `--safe-tx-hash must be 32 bytes in hex (0x + 64 digits), got "${text}".`,
    )
  }
  return text.toLowerCase() as Hex
}

function parseUrl(option: string, text: string | undefined): string {
  if (text === undefined) throw new ArgumentError(`${option} URL is required.`)
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new ArgumentError(`${option} must be an http(s) URL, got "${text}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ArgumentError(`${option} must be an http(s) URL, got "${text}".`)
  }
  return text
}
