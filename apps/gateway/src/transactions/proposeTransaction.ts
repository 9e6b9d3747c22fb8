import {
  fromSafeTxRow,
  type SafeTransactionData,
  safeTxHash,
  safeTxPreimage,
  toSafeTxRow,
} from '@assent/core'
import type { TransactionDetails } from '@assent/gateway-client'
import { and, eq } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import type { ChainContext } from '../chain/createChainRegistry'
import { lastSeenSafeVersion, rememberSafeVersion } from '../chain/lastSeenSafeVersion'
import { readSafeSigningState, type SafeSigningState } from '../chain/readSafeState'
import { type VerifiedSignature, verifySignatures } from '../chain/verifySignatures'
import { bumpDataVersion } from '../db/dataVersion'
import { multisigConfirmations, multisigTransactions } from '../db/schema/multisig'
import { findDelegator } from '../delegates/delegateStore'
import { type GatewayDeps, now } from '../deps'
import { unprocessable } from '../errors'
import { lowercaseHex } from '../wire/lowercaseHex'
import { completeUnavailableExecution } from './completeUnavailableExecution'
import { getMultisigDetails } from './getTransactionDetails'
import type { ProposeBody } from './schemas'

/** Whether a chain's config forbids proposing delegate calls (`disableDelegateCall: true`). */
export function isDelegateCallDisabled(chain: ChainContext): boolean {
  const config: object = chain.config
  return 'disableDelegateCall' in config && config.disableDelegateCall === true
}

/** The EIP-712 pre-image of the stored SafeTx, for owner contracts' legacy EIP-1271 check. */
export function safeTxPreimageOf(
  chain: ChainContext,
  safe: Pick<SafeSigningState, 'address' | 'version'>,
  tx: SafeTransactionData,
): Hex {
  return safeTxPreimage({
    chainId: chain.chainId,
    safeAddress: safe.address,
    safeVersion: safe.version,
    tx,
  })
}

/** Writes a tx (unless stored) and its confirmations (unless stored) in one DB transaction. */
export async function storeConfirmations(
  deps: GatewayDeps,
  chainId: number,
  safeTxHash: Hex,
  signatures: VerifiedSignature[],
  tx?: typeof multisigTransactions.$inferInsert,
): Promise<void> {
  const submittedAt = now(deps)
  await deps.db.transaction(async (trx) => {
    // A repeat changes nothing, so it must not bump the data version either.
    let changed = false
    let insertedConfirmed = false
    if (tx) {
      // A new tx stored with its first confirmations carries their time already: one statement
      // less than updating it afterwards, on the propose path.
      const confirmedAt = signatures.length > 0 ? submittedAt : tx.confirmedAt
      const stored = await trx
        .insert(multisigTransactions)
        .values({ ...tx, confirmedAt })
        .onConflictDoNothing()
        .returning({ safeTxHash: multisigTransactions.safeTxHash })
      changed = stored.length > 0
      insertedConfirmed = changed && signatures.length > 0
    }
    if (signatures.length > 0) {
      const stored = await trx
        .insert(multisigConfirmations)
        .values(
          signatures.map((s) => ({
            chainId,
            safeTxHash,
            owner: s.owner,
            signature: s.signature,
            signatureType: s.kind,
            submittedAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ owner: multisigConfirmations.owner })
      if (stored.length > 0 && !insertedConfirmed) {
        changed = true
        await trx
          .update(multisigTransactions)
          .set({ confirmedAt: submittedAt })
          .where(
            and(
              eq(multisigTransactions.chainId, chainId),
              eq(multisigTransactions.safeTxHash, safeTxHash),
            ),
          )
      }
    }
    if (changed) await bumpDataVersion(trx, chainId)
  })
}

/**
 * Proposes a multisig tx with the server checks of GATEWAY-API.md, in this order: delegate
 * calls allowed, safeTxHash recomputed from the body and the Safe's version, nonce not below
 * the Safe's, signatures valid, signers current owners, sender among the signers. A sender who
 * is no owner but a delegate registered by a current owner (Transaction Service
 * `/v2/delegates/`) may propose with their own signature alone: the tx is stored with that owner
 * as proposer, the delegate as `proposedByDelegate` and no confirmation. Nothing is written
 * unless every check passes; repeating an identical proposal changes nothing.
 */
export async function proposeTransaction(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  body: ProposeBody,
): Promise<TransactionDetails> {
  const hash = await storeProposal(deps, chain, address, body)
  return (await getMultisigDetails(deps, chain, hash)) as TransactionDetails
}

/**
 * {@link proposeTransaction} without reading the stored transaction back: the Transaction
 * Service answers a proposal with an empty 201. Returns the safeTxHash.
 */
export async function storeProposal(
  deps: GatewayDeps,
  chain: ChainContext,
  address: Address,
  body: ProposeBody,
): Promise<Hex> {
  // The body's SafeTx fields are its schema's canonical strings: the row stores what was hashed.
  const tx = fromSafeTxRow(body)
  // Checking the signature is CPU work that needs only the hash, and the hash only the Safe's
  // version: started with the version this process last read, it runs while the fresh chain
  // read is in flight, and counts only if the fresh version is the same.
  const check = (version: string) => {
    const hash = lowercaseHex(
      safeTxHash({ chainId: chain.chainId, safeAddress: address, safeVersion: version, tx }),
    )
    const verified =
      hash === body.safeTxHash && body.signature
        ? settle(
            verifySignatures(chain.client, {
              safe: address,
              safeVersion: version,
              hash,
              signatures: body.signature,
              preimage: safeTxPreimageOf(chain, { address, version }, tx),
            }),
          )
        : undefined
    return { version, hash, verified }
  }
  const guessedVersion = lastSeenSafeVersion(chain, address)
  const early = guessedVersion === undefined ? undefined : check(guessedVersion)
  const safe = await readSafeSigningState(deps, chain.chainId, address)
  rememberSafeVersion(chain, address, safe.version)
  if (body.operation === 1 && isDelegateCallDisabled(chain)) {
    throw unprocessable('Delegate call is disabled')
  }
  const checked = early?.version === safe.version ? early : check(safe.version)
  const { hash } = checked
  if (hash !== body.safeTxHash) throw unprocessable('Invalid safeTxHash')
  if (tx.nonce < safe.nonce) {
    // An executed transaction listed without details: the proposal's fields complete it.
    const completed = await completeUnavailableExecution(deps, {
      chainId: chain.chainId,
      safe: address,
      safeTxHash: hash,
      tx,
      origin: body.origin ?? null,
    })
    if (completed) return hash
    throw unprocessable('Invalid nonce')
  }
  if (!body.signature) throw unprocessable('Invalid signature')
  const delegator = safe.owners.includes(body.sender)
    ? null
    : await findDelegator(deps.db, {
        chainId: chain.chainId,
        safe: address,
        delegate: body.sender,
        owners: safe.owners,
        at: now(deps),
      })
  const verified = await checked.verified
  if (!verified) throw unprocessable('Invalid signature')
  if (!verified.ok) throw verified.error
  let signatures: VerifiedSignature[]
  if (delegator) {
    // A registered delegate's signature only proves who proposes: it confirms nothing.
    const [signed, ...more] = verified.value
    const isEcdsa = signed?.kind === 'eip712' || signed?.kind === 'eth_sign'
    if (!isEcdsa || more.length > 0 || signed.owner !== body.sender) {
      throw unprocessable('Invalid signature')
    }
    signatures = []
  } else {
    signatures = verified.value
    if (signatures.some((s) => !safe.owners.includes(s.owner))) {
      throw unprocessable('Signer is not an owner')
    }
    if (!signatures.some((s) => s.owner === body.sender)) throw unprocessable('Invalid signature')
  }
  await storeConfirmations(deps, chain.chainId, hash, signatures, {
    chainId: chain.chainId,
    safeTxHash: hash,
    safe: address,
    ...toSafeTxRow(tx),
    proposer: delegator ?? body.sender,
    proposedByDelegate: delegator ? body.sender : null,
    origin: body.origin ?? null,
    submittedAt: now(deps),
  })
  return hash
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

/** A promise that never rejects (so one started early and then not used is no unhandled rejection). */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  )
}
