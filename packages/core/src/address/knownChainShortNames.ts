/**
 * EIP-3770 short names of well-known chains, as the chain registry (ethereum-lists/chains) and
 * Safe's own apps spell them, plus the local devnet's two chains. A gateway cannot rename these: `eth:0x…`
 * must always mean Ethereum mainnet, whatever chain list it serves.
 */
export const KNOWN_CHAIN_SHORT_NAMES: Readonly<Record<string, string>> = Object.freeze({
  '1': 'eth',
  '10': 'oeth',
  '56': 'bnb',
  '100': 'gno',
  '137': 'matic',
  '324': 'zksync',
  '8453': 'base',
  '42161': 'arb1',
  '42220': 'celo',
  '43114': 'avax',
  '11155111': 'sep',
  '84532': 'basesep',
  '31337': 'devnet',
  '31338': 'devnet2',
})

const chainIdByShortName = new Map(
  Object.entries(KNOWN_CHAIN_SHORT_NAMES).map(([chainId, shortName]) => [shortName, chainId]),
)

/** The built-in short name of a well-known chain, if any. */
export function getKnownChainShortName(chainId: string | number | bigint): string | undefined {
  return KNOWN_CHAIN_SHORT_NAMES[String(chainId)]
}

/** The chain id a built-in short name belongs to (case-insensitive), if any. */
export function getKnownChainIdByShortName(shortName: string): string | undefined {
  return chainIdByShortName.get(shortName.toLowerCase())
}

export type ShortNameCheck = {
  /** The short name to use. */
  shortName: string
  /** Set when the claimed short name was not believed, saying why. */
  warning?: string
}

/**
 * The short name to believe for a chain a gateway describes as `claimed`: the built-in one for
 * a well-known chain id; for another chain the claimed name, unless it is a well-known chain's
 * (then `eip155-<id>`, so `eth:` cannot lead to a look-alike chain).
 * @example checkChainShortName('1', 'evil') // { shortName: 'eth', warning: '…' }
 */
export function checkChainShortName(chainId: string, claimed: string): ShortNameCheck {
  const known = getKnownChainShortName(chainId)
  if (known) {
    if (claimed.toLowerCase() === known) return { shortName: known }
    return {
      shortName: known,
      warning: `The gateway calls chain ${chainId} "${claimed}"; its EIP-3770 short name is "${known}", used instead.`,
    }
  }
  const owner = getKnownChainIdByShortName(claimed)
  if (owner && owner !== chainId) {
    return {
      shortName: `eip155-${chainId}`,
      warning: `The gateway calls chain ${chainId} "${claimed}", the short name of chain ${owner}; it is shown as "eip155-${chainId}" instead.`,
    }
  }
  return { shortName: claimed }
}
