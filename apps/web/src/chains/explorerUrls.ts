import type { ChainInfo } from '@assent/gateway-client'

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match)
}

/** Block explorer page of an address on `chain`, or undefined when the chain has no explorer. */
export function explorerAddressUrl(
  chain: Pick<ChainInfo, 'blockExplorerUriTemplate'> | undefined,
  address: string,
): string | undefined {
  const template = chain?.blockExplorerUriTemplate?.address
  return template ? fill(template, { address }) : undefined
}

/** Block explorer page of a transaction hash on `chain`. */
export function explorerTxUrl(chain: ChainInfo | undefined, txHash: string): string | undefined {
  const template = chain?.blockExplorerUriTemplate?.txHash
  return template ? fill(template, { txHash }) : undefined
}

/** Root URL of the chain's explorer (the address template with its path removed). */
export function explorerBaseUrl(chain: ChainInfo): string | undefined {
  const template = chain.blockExplorerUriTemplate?.address
  if (!template) return undefined
  try {
    return new URL(template.replace(/\{\{\w+\}\}/g, 'x')).origin
  } catch {
    return undefined
  }
}
