import { safeAbi } from '@assent/core'
import {
  type Address,
  BaseError,
  getAddress,
  type Hex,
  HttpRequestError,
  keccak256,
  type PublicClient,
  size,
  sliceHex,
  stringToHex,
  TimeoutError,
  zeroAddress,
} from 'viem'
import type { GatewayDeps } from '../deps'
import { ApiError, notFound } from '../errors'

/** A Safe's configuration as the chain reports it now. */
export type SafeState = {
  address: Address
  owners: Address[]
  threshold: number
  nonce: bigint
  /** VERSION() of the singleton, e.g. '1.4.1'. */
  version: string
  /** The singleton (storage slot 0 of the proxy). */
  implementation: Address
  modules: Address[]
  guard: Address | null
  fallbackHandler: Address | null
}

const SENTINEL = '0x0000000000000000000000000000000000000001'
/** Safe stores the guard and fallback handler at fixed hashed slots (GuardManager/FallbackManager). */
const GUARD_SLOT = keccak256(stringToHex('guard_manager.guard.address'))
const FALLBACK_HANDLER_SLOT = keccak256(stringToHex('fallback_manager.handler.address'))
const MODULES_PAGE_SIZE = 50n

/**
 * Reads owners, threshold, nonce, version, singleton, modules, guard and fallback handler of the
 * Safe at `address` in one JSON-RPC batch (no multicall contract needed, anvil has none).
 * Throws a 404 ApiError when no Safe lives there.
 */
export async function readSafeState(
  deps: Pick<GatewayDeps, 'chains'>,
  chainId: number | string,
  address: Address,
): Promise<SafeState> {
  const chain = deps.chains.get(chainId)
  if (!chain) throw notFound(`Chain ${chainId} is not supported`)
  return readSafeStateWith(chain.client, address)
}

/** {@link readSafeState} on a given viem client. */
export async function readSafeStateWith(
  client: PublicClient,
  address: Address,
): Promise<SafeState> {
  const safe = { address, abi: safeAbi } as const
  const readModulesPage = (start: Address) =>
    client.readContract({
      ...safe,
      functionName: 'getModulesPaginated',
      args: [start, MODULES_PAGE_SIZE],
    })
  const slot = (position: Hex) => client.getStorageAt({ address, slot: position })
  const results = await readOrNotFound(address, () =>
    Promise.all([
      client.getCode({ address }),
      client.readContract({ ...safe, functionName: 'getOwners' }),
      client.readContract({ ...safe, functionName: 'getThreshold' }),
      client.readContract({ ...safe, functionName: 'nonce' }),
      client.readContract({ ...safe, functionName: 'VERSION' }),
      readModulesPage(SENTINEL),
      slot('0x0'),
      slot(GUARD_SLOT),
      slot(FALLBACK_HANDLER_SLOT),
    ]),
  )
  const [
    code,
    owners,
    threshold,
    nonce,
    version,
    modulesPage,
    singletonWord,
    guardWord,
    fallbackWord,
  ] = results
  if (!code || size(code) === 0 || owners.length === 0) throw notFound(`Safe ${address} not found`)
  const modules = [...modulesPage[0]]
  let next = modulesPage[1]
  while (next !== SENTINEL && next !== zeroAddress && modules.length < 1000) {
    const [page, cursor] = await readModulesPage(next)
    modules.push(...page)
    next = cursor
  }
  return {
    address,
    owners: owners.map((o) => getAddress(o)),
    threshold: Number(threshold),
    nonce,
    version,
    implementation: wordToAddress(singletonWord) ?? zeroAddress,
    modules: modules.map((m) => getAddress(m)),
    guard: wordToAddress(guardWord),
    fallbackHandler: wordToAddress(fallbackWord),
  }
}

/** What signing checks need of a Safe: who owns it, its next nonce, its version (EIP-712 layout). */
export type SafeSigningState = Pick<SafeState, 'address' | 'owners' | 'nonce' | 'version'>

/**
 * Owners, nonce and version of the Safe at `address`, fresh from the chain in one JSON-RPC
 * batch of three calls: the part of {@link readSafeState} a proposal is checked against, for
 * the write path (modules, guard and the storage slots are not needed there). Same errors: 404
 * when no Safe lives there, 503 when the RPC is down.
 */
export async function readSafeSigningState(
  deps: Pick<GatewayDeps, 'chains'>,
  chainId: number | string,
  address: Address,
): Promise<SafeSigningState> {
  const chain = deps.chains.get(chainId)
  if (!chain) throw notFound(`Chain ${chainId} is not supported`)
  const safe = { address, abi: safeAbi } as const
  const [owners, nonce, version] = await readOrNotFound(address, () =>
    Promise.all([
      chain.client.readContract({ ...safe, functionName: 'getOwners' }),
      chain.client.readContract({ ...safe, functionName: 'nonce' }),
      chain.client.readContract({ ...safe, functionName: 'VERSION' }),
    ]),
  )
  if (owners.length === 0) throw notFound(`Safe ${address} not found`)
  return { address, owners: owners.map((o) => getAddress(o)), nonce, version }
}

/** Runs the reads of a Safe: a revert means no Safe there (404), an RPC outage is a 503. */
async function readOrNotFound<T>(address: Address, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isTransportError(error)) {
      throw new ApiError(503, 503, "The chain's RPC is unavailable, try again shortly")
    }
    throw notFound(`Safe ${address} not found`)
  }
}

/** An RPC outage (as opposed to a revert, which means there is no Safe at the address). */
function isTransportError(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError) !== null
  )
}

function wordToAddress(word: Hex | undefined): Address | null {
  if (!word || size(word) < 20) return null
  const address = getAddress(sliceHex(word, size(word) - 20))
  return address === zeroAddress ? null : address
}
