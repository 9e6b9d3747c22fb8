import { erc721Abi } from '@assent/core'
import type { SafeCollectibleResponse } from '@assent/gateway-client'
import { and, asc, eq } from 'drizzle-orm'
import type { Address } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { tokens, transfers } from '../db/schema/tokens'
import type { GatewayDeps } from '../deps'
import { parseDataUriMetadata } from './parseDataUriMetadata'

/**
 * The ERC-721 tokens `safe` holds: every (contract, id) whose latest indexed transfer brought it
 * in, confirmed with `ownerOf` on the chain now; ordered by contract then numeric id.
 */
export async function listCollectibles(
  deps: Pick<GatewayDeps, 'db'>,
  chain: ChainContext,
  safe: Address,
): Promise<SafeCollectibleResponse[]> {
  const rows = await deps.db
    .select({
      address: transfers.tokenAddress,
      tokenId: transfers.tokenId,
      direction: transfers.direction,
      tokenName: tokens.name,
      tokenSymbol: tokens.symbol,
      logoUri: tokens.logoUri,
    })
    .from(transfers)
    .leftJoin(
      tokens,
      and(eq(tokens.chainId, transfers.chainId), eq(tokens.address, transfers.tokenAddress)),
    )
    .where(
      and(
        eq(transfers.chainId, chain.chainId),
        eq(transfers.safe, safe),
        eq(transfers.type, 'ERC721'),
      ),
    )
    .orderBy(asc(transfers.blockNumber), asc(transfers.logIndex))
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) latest.set(`${row.address}:${row.tokenId}`, row)
  const held = [...latest.values()].filter((row) => row.direction === 'INCOMING')
  const checked = await Promise.all(
    held.map(async (row) => {
      const address = row.address
      // Only native transfers lack a token address; ERC-721 rows always have one.
      if (address === null) return null
      const id = BigInt(row.tokenId ?? '0')
      const [owner, uri] = await Promise.all([
        chain.client
          .readContract({ address, abi: erc721Abi, functionName: 'ownerOf', args: [id] })
          .catch(() => null),
        chain.client
          .readContract({ address, abi: erc721Abi, functionName: 'tokenURI', args: [id] })
          .catch(() => null),
      ])
      if (owner?.toLowerCase() !== safe.toLowerCase()) return null
      const metadata = parseDataUriMetadata(uri || null)
      const collectible: SafeCollectibleResponse = {
        address,
        tokenName: row.tokenName ?? '',
        tokenSymbol: row.tokenSymbol ?? '',
        logoUri: row.logoUri ?? '',
        id: id.toString(),
        uri: uri || null,
        name: metadata?.name ?? `${row.tokenName ?? 'Token'} #${id}`,
        description: metadata?.description ?? null,
        imageUri: metadata?.image ?? null,
        metadata: metadata?.raw ?? null,
      }
      return collectible
    }),
  )
  return checked
    .filter((c): c is SafeCollectibleResponse => c !== null)
    .sort((a, b) =>
      a.address === b.address
        ? Number(BigInt(a.id) - BigInt(b.id))
        : a.address.localeCompare(b.address),
    )
}
