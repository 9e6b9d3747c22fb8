import { erc20Abi } from '@assent/core'
import type { Address, PublicClient } from 'viem'
import { ChainMismatchError, NoContractError } from '../errors/chain'
import { readTokenInfo } from '../onchain/readTokenInfo'

/** What the chain says of one token a payout file names. */
export type PayoutTokenRead =
  | { ok: true; symbol: string; decimals: number; balance: bigint }
  /** No contract there, or one that does not answer as an ERC-20; `reason` says which. */
  | { ok: false; reason: string }

/** The reads `readPayoutTokens` needs of a viem client (a PublicClient has them). */
export type PayoutTokenReader = Pick<
  PublicClient,
  'getChainId' | 'getCode' | 'readContract' | 'getBalance'
>

/** Parameters of `readPayoutTokens`. */
export type ReadPayoutTokensParameters = {
  chainId: number
  /** The Safe that pays: its balances are read. */
  safeAddress: Address
  /** The ERC-20 contracts the file names (any case; read once each). */
  tokens: readonly Address[]
}

/** What `readPayoutTokens` answers: each token by lowercase address, and the native balance. */
export type ReadPayoutTokensReturnType = {
  tokens: Map<string, PayoutTokenRead>
  nativeBalance: bigint
}

/**
 * Reads, for every token of a payout file, whether it is an ERC-20 (code, `decimals()`,
 * `balanceOf`), its symbol and decimals and the Safe's balance of it, plus the Safe's native
 * balance. Each token is read once however many lines name it.
 * @throws ChainMismatchError when the RPC serves another chain
 * @example const { tokens, nativeBalance } = await readPayoutTokens(client, { chainId, safeAddress, tokens: [usd] })
 */
export async function readPayoutTokens(
  client: PayoutTokenReader,
  { chainId, safeAddress, tokens }: ReadPayoutTokensParameters,
): Promise<ReadPayoutTokensReturnType> {
  // Checked once up front: a file of native lines alone reads no token, which would check it.
  const served = await client.getChainId()
  if (served !== chainId) {
    throw new ChainMismatchError({ expectedChainId: chainId, servedChainId: served })
  }
  const distinct = [...new Set(tokens.map((token) => token.toLowerCase() as Address))]
  const [nativeBalance, ...reads] = await Promise.all([
    client.getBalance({ address: safeAddress }),
    ...distinct.map((token) => readOne(client, chainId, safeAddress, token)),
  ])
  return { tokens: new Map(distinct.map((token, i) => [token, reads[i]!])), nativeBalance }
}

async function readOne(
  client: PayoutTokenReader,
  chainId: number,
  safeAddress: Address,
  token: Address,
): Promise<PayoutTokenRead> {
  let info: Awaited<ReturnType<typeof readTokenInfo>>
  try {
    info = await readTokenInfo(client, { chainId, token })
  } catch (error) {
    if (error instanceof NoContractError) {
      return { ok: false, reason: 'no contract is deployed at this token address' }
    }
    throw error
  }
  if (info.decimals === null) {
    return { ok: false, reason: 'the contract there is not an ERC-20 token (no decimals())' }
  }
  try {
    const balance = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [safeAddress],
    })
    return { ok: true, symbol: info.symbol ?? 'tokens', decimals: info.decimals, balance }
  } catch {
    return { ok: false, reason: 'the contract there is not an ERC-20 token (no balanceOf())' }
  }
}
