import { erc20Abi } from '@assent/core'
import { type Address, type Hex, hexToString, type PublicClient, parseAbi, trim } from 'viem'

/** A token's metadata as its contract answers it. */
export type OnChainTokenInfo = {
  /** null when the contract has no decimals() (e.g. an ERC-721). */
  decimals: number | null
  symbol: string | null
  name: string | null
}

// Old tokens (MKR, SAI…) return bytes32 instead of string.
const bytes32MetadataAbi = parseAbi([
  'function symbol() view returns (bytes32)',
  'function name() view returns (bytes32)',
])

export type TokenInfoReader = Pick<PublicClient, 'getChainId' | 'getCode' | 'readContract'>

/**
 * Reads decimals(), symbol() and name() of `token` after checking the RPC serves `chainId`.
 * Text is cleaned for display: control and bidi characters removed, at most 40 characters.
 * @throws Error for another chain, or no contract at `token`.
 */
export async function readTokenInfo(
  client: TokenInfoReader,
  { chainId, token }: { chainId: number; token: Address },
): Promise<OnChainTokenInfo> {
  const served = await client.getChainId()
  if (served !== chainId) {
    throw new Error(`The verification RPC serves chain ${served}, not chain ${chainId}.`)
  }
  const code = await client.getCode({ address: token })
  if (!code || code === '0x') throw new Error(`There is no contract at ${token}.`)
  const [decimals, symbol, name] = await Promise.all([
    client
      .readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
      .then(Number)
      .catch(() => null),
    readText(client, token, 'symbol'),
    readText(client, token, 'name'),
  ])
  return { decimals, symbol, name }
}

async function readText(
  client: TokenInfoReader,
  token: Address,
  functionName: 'symbol' | 'name',
): Promise<string | null> {
  try {
    return cleanText(await client.readContract({ address: token, abi: erc20Abi, functionName }))
  } catch {
    try {
      const raw: Hex = await client.readContract({
        address: token,
        abi: bytes32MetadataAbi,
        functionName,
      })
      return cleanText(hexToString(trim(raw, { dir: 'right' })))
    } catch {
      return null
    }
  }
}

/**
 * Strips control, zero-width and bidi-override characters, and the replacement character that
 * bytes which are not UTF-8 decode to; null when nothing is left.
 */
export function cleanText(text: string): string | null {
  const cleaned = text
    .replace(/[\p{Cc}\p{Cf}\uFFFD]/gu, '')
    .trim()
    .slice(0, 40)
  return cleaned === '' ? null : cleaned
}
