import { erc20Abi } from '@assent/core'
import type { Address, PublicClient } from 'viem'
import type { TokenRecord } from './types'

/**
 * Name, symbol and (ERC-20) decimals of a token; a contract that does not answer gets
 * placeholder names so its transfers still show.
 */
export async function readTokenMetadata(
  client: PublicClient,
  address: Address,
  type: 'ERC20' | 'ERC721',
): Promise<TokenRecord> {
  // name() and symbol() have the same signature in ERC-20 and ERC-721.
  const read = (functionName: 'name' | 'symbol') =>
    client.readContract({ address, abi: erc20Abi, functionName }).then(
      (value) => String(value),
      () => null,
    )
  const [name, symbol, decimals] = await Promise.all([
    read('name'),
    read('symbol'),
    type === 'ERC20'
      ? client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }).then(
          (value) => Number(value),
          () => 18,
        )
      : Promise.resolve(null),
  ])
  return {
    address,
    type,
    name: name ?? (type === 'ERC20' ? 'Unknown token' : 'Unknown collectible'),
    symbol: symbol ?? 'UNKNOWN',
    decimals,
  }
}
