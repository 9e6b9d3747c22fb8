import { erc20Abi } from '@assent/core'
import { cleanDisplayText } from '@assent/gateway-client'
import { type Address, type Hex, hexToString, type PublicClient, parseAbi, trim } from 'viem'
import { ChainMismatchError, NoContractError } from '../errors/chain'

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

/** The reads `readTokenInfo` needs of a viem client (a PublicClient has them). */
export type TokenInfoReader = Pick<PublicClient, 'getChainId' | 'getCode' | 'readContract'>

/** Parameters of `readTokenInfo`: the token, and the chain it must be read on. */
export type ReadTokenInfoParameters = { chainId: number; token: Address }

/** What `readTokenInfo` answers. */
export type ReadTokenInfoReturnType = OnChainTokenInfo

/**
 * Reads decimals(), symbol() and name() of `token` after checking the RPC serves `chainId`.
 * Text is cleaned for display: control and bidi characters removed, at most 40 characters.
 * @throws ChainMismatchError for another chain; NoContractError when `token` has no code
 * @example const { symbol, decimals } = await readTokenInfo(client, { chainId: 1, token })
 */
export async function readTokenInfo(
  client: TokenInfoReader,
  { chainId, token }: ReadTokenInfoParameters,
): Promise<ReadTokenInfoReturnType> {
  const served = await client.getChainId()
  if (served !== chainId) {
    throw new ChainMismatchError({ expectedChainId: chainId, servedChainId: served })
  }
  const code = await client.getCode({ address: token })
  if (!code || code === '0x') throw new NoContractError({ address: token, expected: 'token' })
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
 * Cleans a token's text the way the gateway's display strings are cleaned (control, zero-width
 * and bidi characters, the replacement character of bytes that are not UTF-8), then keeps at
 * most 40 characters; null when nothing is left.
 */
function cleanText(text: string): string | null {
  const cleaned = cleanDisplayText(text).slice(0, 40).trim()
  return cleaned === '' ? null : cleaned
}
