import type { ChainInfo, SafeInfo } from '@assent/gateway-client'

export type SafeOnChain = { chain: ChainInfo; address: string }
export type SafeAcrossChains = { address: string; chains: ChainInfo[] }

/** Rows of Safes grouped by address (case-insensitive), in first-seen order, no chain twice. */
export function groupSafesByAddress(rows: readonly SafeOnChain[]): SafeAcrossChains[] {
  const groups = new Map<string, SafeAcrossChains>()
  for (const { chain, address } of rows) {
    const key = address.toLowerCase()
    const group = groups.get(key) ?? { address, chains: [] }
    if (!group.chains.some((c) => c.chainId === chain.chainId)) group.chains.push(chain)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/**
 * Why the same address is not the same Safe everywhere: a differing threshold or owner set
 * (owners compared as sets); null when every loaded chain agrees.
 */
export function describeSetupDifferences(infos: readonly SafeInfo[]): string | null {
  const [first, ...rest] = infos
  if (!first) return null
  const ownerSet = (info: SafeInfo) =>
    info.owners
      .map((o) => o.value.toLowerCase())
      .sort()
      .join(',')
  const differences: string[] = []
  if (rest.some((info) => info.threshold !== first.threshold)) differences.push('threshold')
  if (rest.some((info) => ownerSet(info) !== ownerSet(first))) differences.push('owners')
  return differences.length === 0
    ? null
    : `The ${differences.join(' and ')} ${differences.length === 1 && differences[0] === 'threshold' ? 'differs' : 'differ'} between networks: check each network before signing.`
}
