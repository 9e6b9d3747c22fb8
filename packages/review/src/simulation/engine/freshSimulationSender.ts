import { type Address, getAddress, toHex } from 'viem'

/**
 * A new address for each simulation that is not run as a known executor: a contract that
 * switches itself off for one fixed simulation sender would otherwise have an easy tell.
 */
export function freshSimulationSender(): Address {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return getAddress(toHex(bytes))
}
