import {
  getSafeMessageTypedData,
  type SafeTransactionData,
  safeMessageHash,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
} from '@assent/core'
import {
  type GatewayClient,
  GatewayResponseError,
  getOwnedSafes,
  getSafeMessage,
  getTransactionDetails,
  type SafeMessage,
  type TransactionDetails,
  toSafeTransactionData,
} from '@assent/gateway-client'
import { type Address, getAddress, type Hex, hashStruct, isAddress } from 'viem'
import type { LooseTypedData } from '../messages/looseTypedData'
import { toTypedDataDefinition } from '../messages/toTypedDataDefinition'
import {
  type OnChainSafeState,
  readOnChainSafeState,
  type SafeStateReader,
} from '../onchain/readOnChainSafeState'
import type { NestedApproval } from './findNestedApprovals'

/**
 * What an approved hash was proven to be: a transaction or message of `safe`, whose hash was
 * recomputed here from the gateway's fields with that Safe's domain (chain id, address, and the
 * version read on chain through the verification RPC) — or why it could not be.
 */
export type NestedApprovalResolution =
  | {
      status: 'transaction'
      safe: Address
      /** The Safe as read on chain (its version made the hash; the simulation runs on it). */
      state: OnChainSafeState
      tx: SafeTransactionData
      safeTxHash: Hex
      details: TransactionDetails
    }
  | {
      status: 'message'
      safe: Address
      state: OnChainSafeState
      /** The message as its signers read it (text, or typed data as the gateway sent it). */
      message: string | LooseTypedData
      messageHash: Hex
    }
  | { status: 'unproven'; safe: Address | undefined; reason: string }

/** Where `resolveNestedApproval` asks: the gateway, and the verification RPC (if there is one). */
export type ResolveNestedApprovalClients = {
  gateway: GatewayClient
  client: SafeStateReader | undefined
}

/** Parameters of `resolveNestedApproval`. */
export type ResolveNestedApprovalParameters = {
  chainId: string
  /** The Safe whose transaction makes the approval. */
  parent: Address
  approval: NestedApproval
}

/** What `resolveNestedApproval` answers. */
export type ResolveNestedApprovalReturnType = NestedApprovalResolution

/**
 * Looks the approved hash up at the gateway — first as a transaction (details by safeTxHash),
 * then as an off-chain message — and accepts the answer only if the hash recomputed here from
 * its fields equals it exactly. The Safe is the approveHash target, or for a signed preimage the
 * Safe whose domain separator it holds (its domain and struct hash must both match); its version
 * comes from the chain, never from the gateway. Never throws: what cannot be proven is
 * `unproven` with the reason in words.
 * @example const resolution = await resolveNestedApproval({ gateway, client }, { chainId: '1', parent, approval })
 */
export async function resolveNestedApproval(
  { gateway, client }: ResolveNestedApprovalClients,
  { chainId, parent, approval }: ResolveNestedApprovalParameters,
): Promise<ResolveNestedApprovalReturnType> {
  const named = approval.kind === 'approveHash' ? approval.safe : undefined
  if (!client) {
    return unproven(
      named,
      'There is no independent RPC to read the Safe with: connect a wallet on this network or pin an RPC in Settings → Verification RPC.',
    )
  }
  const transaction = await askGateway(() =>
    getTransactionDetails(gateway, { chainId, transactionId: approval.hash }),
  )
  if (transaction.status === 'error') return unproven(named, transaction.reason)
  if (transaction.status === 'found') {
    return proveTransaction(client, chainId, approval, transaction.value)
  }
  const message = await askGateway(() =>
    getSafeMessage(gateway, { chainId, messageHash: approval.hash }),
  )
  if (message.status === 'error') return unproven(named, message.reason)
  if (message.status === 'found') {
    return proveMessage({ gateway, client }, { chainId, parent, approval }, message.value)
  }
  return unproven(
    named,
    'The gateway knows no transaction or message with this hash, so what it stands for cannot be shown.',
  )
}

async function proveTransaction(
  client: SafeStateReader,
  chainId: string,
  approval: NestedApproval,
  details: TransactionDetails,
): Promise<NestedApprovalResolution> {
  const named = approval.kind === 'approveHash' ? approval.safe : undefined
  const fields = toSafeTransactionData(details)
  if (!fields.ok) return unproven(named, fields.reason)
  if (!named && !isAddress(details.safeAddress, { strict: false })) {
    return unproven(undefined, 'The gateway sent a transaction without a valid Safe address.')
  }
  // approveHash counts only on the Safe it is called on: the gateway's Safe is never taken.
  const safe = named ?? getAddress(details.safeAddress)
  const read = await readSafe(client, chainId, safe)
  if (read.status === 'unproven') return read
  const params = {
    chainId: BigInt(chainId),
    safeAddress: safe,
    safeVersion: read.version,
    tx: fields.tx,
  }
  if (approval.kind === 'signMessage') {
    const domainProblem = compareDomain(approval, safeTxDomainHash(params), safe, read.version)
    if (domainProblem) return unproven(safe, domainProblem)
    if (!sameHex(safeTxMessageHash(params), approval.structHash)) {
      return unproven(
        safe,
        `The signed preimage's struct hash ${approval.structHash} is not that of the transaction the gateway names.`,
      )
    }
  }
  const local = safeTxHash(params)
  if (!sameHex(local, approval.hash)) {
    return unproven(
      safe,
      `The gateway answered with a transaction that hashes to ${local} here (Safe ${safe}, chain ${chainId}, version ${read.version} read on chain), not to the approved ${approval.hash}.`,
    )
  }
  return {
    status: 'transaction',
    safe,
    state: read.state,
    tx: fields.tx,
    safeTxHash: local,
    details,
  }
}

async function proveMessage(
  { gateway, client }: { gateway: GatewayClient; client: SafeStateReader },
  { chainId, parent, approval }: ResolveNestedApprovalParameters,
  message: SafeMessage,
): Promise<NestedApprovalResolution> {
  let safe: Address | undefined
  if (approval.kind === 'approveHash') {
    safe = approval.safe
  } else {
    // A message names no Safe: the candidates are the Safes this one owns, pinned by the domain.
    const owned = await askGateway(() => getOwnedSafes(gateway, { chainId, ownerAddress: parent }))
    if (owned.status === 'error') return unproven(undefined, owned.reason)
    const candidates = owned.status === 'found' ? owned.value.safes : []
    safe = candidates
      .filter((candidate) => isAddress(candidate, { strict: false }))
      .map((candidate) => getAddress(candidate))
      .find((candidate) =>
        domainShapes(chainId, candidate).some((d) => sameHex(d, approval.domainSeparator)),
      )
    if (!safe) {
      return unproven(
        undefined,
        `The signed preimage's domain separator ${approval.domainSeparator} is not that of any Safe this Safe owns.`,
      )
    }
  }
  const read = await readSafe(client, chainId, safe)
  if (read.status === 'unproven') return read
  const domain = { chainId: BigInt(chainId), safeAddress: safe, safeVersion: read.version }
  const shown: string | LooseTypedData =
    typeof message.message === 'string' ? message.message : (message.message as LooseTypedData)
  let content: string | ReturnType<typeof toTypedDataDefinition>
  try {
    content = typeof shown === 'string' ? shown : toTypedDataDefinition(shown)
  } catch (error) {
    return unproven(safe, `The gateway's message cannot be read: ${firstLine(error)}`)
  }
  if (approval.kind === 'signMessage') {
    const domainProblem = compareDomain(approval, safeTxDomainHash(domain), safe, read.version)
    if (domainProblem) return unproven(safe, domainProblem)
    const typedData = getSafeMessageTypedData({ ...domain, message: content })
    const structHash = hashStruct({
      data: typedData.message,
      primaryType: 'SafeMessage',
      types: typedData.types,
    })
    if (!sameHex(structHash, approval.structHash)) {
      return unproven(
        safe,
        `The signed preimage's struct hash ${approval.structHash} is not that of the message the gateway names.`,
      )
    }
  }
  const local = safeMessageHash({ ...domain, message: content })
  if (!sameHex(local, approval.hash)) {
    return unproven(
      safe,
      `The gateway answered with a message that hashes to ${local} here (Safe ${safe}, chain ${chainId}, version ${read.version} read on chain), not to the approved ${approval.hash}.`,
    )
  }
  return {
    status: 'message',
    safe,
    state: read.state,
    message: message.message,
    messageHash: local,
  }
}

/** The Safe on chain through the verification RPC; its VERSION decides the domain. */
async function readSafe(
  client: SafeStateReader,
  chainId: string,
  safe: Address,
): Promise<
  | { status: 'read'; state: OnChainSafeState; version: string }
  | Extract<NestedApprovalResolution, { status: 'unproven' }>
> {
  try {
    const state = await readOnChainSafeState(client, { chainId: Number(chainId), address: safe })
    if (!state.version) {
      return unproven(
        safe,
        `${safe} answers no VERSION() on chain, so its hashes cannot be computed.`,
      )
    }
    return { status: 'read', state, version: state.version }
  } catch (error) {
    return unproven(safe, `Safe ${safe} could not be read on chain: ${firstLine(error)}`)
  }
}

function compareDomain(
  approval: Extract<NestedApproval, { kind: 'signMessage' }>,
  local: Hex,
  safe: Address,
  version: string,
): string | undefined {
  return sameHex(local, approval.domainSeparator)
    ? undefined
    : `The signed preimage's domain separator ${approval.domainSeparator} is not Safe ${safe}'s (${local}, version ${version} read on chain).`
}

/** Both EIP-712 domain shapes a Safe can have: with the chain id (≥ 1.3.0) and without. */
function domainShapes(chainId: string, safeAddress: Address): Hex[] {
  return ['1.3.0', '1.1.1'].map((safeVersion) =>
    safeTxDomainHash({ chainId: BigInt(chainId), safeAddress, safeVersion }),
  )
}

type GatewayAnswer<T> =
  | { status: 'found'; value: T }
  | { status: 'missing' }
  | { status: 'error'; reason: string }

/** A gateway read where "not found" is an answer, and any other failure a reason in words. */
async function askGateway<T>(read: () => Promise<T>): Promise<GatewayAnswer<T>> {
  try {
    return { status: 'found', value: await read() }
  } catch (error) {
    if (error instanceof GatewayResponseError && error.status === 404) return { status: 'missing' }
    return { status: 'error', reason: `The gateway could not be asked: ${firstLine(error)}` }
  }
}

function unproven(
  safe: Address | undefined,
  reason: string,
): Extract<NestedApprovalResolution, { status: 'unproven' }> {
  return { status: 'unproven', safe, reason }
}

const sameHex = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
