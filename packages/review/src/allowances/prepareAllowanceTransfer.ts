import {
  ALLOWANCE_MODULE_0_1_1,
  adjustVForEthSign,
  allowanceModuleAbi,
  erc20Abi,
} from '@assent/core'
import {
  type Address,
  encodeFunctionData,
  formatUnits,
  type Hex,
  hashTypedData,
  isAddress,
  maxUint96,
  type PublicClient,
  recoverAddress,
  recoverMessageAddress,
  size,
  zeroAddress,
} from 'viem'
import { ReviewError } from '../errors/base'
import { SpendingLimitError, SpendingLimitInputError } from '../errors/spendingLimit'
import { readSpendingLimit, readSpendingLimits, type SpendingLimit } from './readSpendingLimits'

/** The reads a spending-limit transfer needs of a viem client (a PublicClient has them). */
export type AllowanceTransferReader = Pick<
  PublicClient,
  'getChainId' | 'getCode' | 'readContract' | 'getBalance'
>

/** Parameters of `prepareAllowanceTransfer`. */
export type PrepareAllowanceTransferParameters = {
  chainId: number
  safeAddress: Address
  /** The beneficiary: the account that will sign. */
  delegate: Address
  /** null for the native coin. */
  token: Address | null
  to: Address
  /** In base units. */
  amount: bigint
  /** How amounts read in the error texts (default: base units). */
  unit?: AmountUnit
}

/** The token's decimals and symbol, so refusals say "0.5 ETH" rather than base units. */
export type AmountUnit = { decimals: number; symbol: string }

function describeAmount(value: bigint, unit: AmountUnit | undefined): string {
  return unit ? `${formatUnits(value, unit.decimals)} ${unit.symbol}` : `${value} base units`
}

/** A transfer the module will accept as of the latest block, ready for its one signature. */
export type PreparedAllowanceTransfer = {
  chainId: number
  safe: Address
  delegate: Address
  token: Address | null
  to: Address
  amount: bigint
  /** The limit before this transfer. */
  limit: SpendingLimit
  /** What is left of the limit after it (until the next reset). */
  remainingAfter: bigint
  /** How amounts read in error texts (as given to prepareAllowanceTransfer). */
  unit: AmountUnit | undefined
  /** The digest the delegate signs (the module's generateTransferHash, recomputed and compared). */
  transferHash: Hex
  /** The same digest as typed data, for a wallet that shows the fields it signs. */
  typedData: AllowanceTransferTypedData
}

/**
 * The module's AllowanceTransfer message (0.1.1: its typehash matches these types); the domain
 * has only chainId and verifyingContract, which is the EIP712Domain viem derives from it.
 */
export type AllowanceTransferTypedData = ReturnType<typeof allowanceTransferTypedData>

function allowanceTransferTypedData(
  chainId: number,
  message: {
    safe: Address
    token: Address
    to: Address
    amount: bigint
    paymentToken: Address
    payment: bigint
    nonce: number
  },
) {
  return {
    domain: { chainId, verifyingContract: ALLOWANCE_MODULE_0_1_1 },
    types: {
      AllowanceTransfer: [
        { name: 'safe', type: 'address' },
        { name: 'token', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'amount', type: 'uint96' },
        { name: 'paymentToken', type: 'address' },
        { name: 'payment', type: 'uint96' },
        { name: 'nonce', type: 'uint16' },
      ],
    },
    primaryType: 'AllowanceTransfer',
    message,
  } as const
}

/**
 * Checks a beneficiary's transfer against the Safe's spending limit BEFORE anything is signed:
 * the module must be enabled, the delegate listed with a live limit on the token, the amount
 * within what is left of it and within the Safe's balance. Answers the digest to sign, checked
 * against the module's own generateTransferHash.
 * @throws SpendingLimitInputError for a bad recipient or amount; SpendingLimitError when the
 * module would refuse the transfer; ChainMismatchError / NoContractError from the reads
 * @example
 * const prepared = await prepareAllowanceTransfer(client, { chainId, safeAddress, delegate, token: null, to, amount })
 * const signature = await wallet.signTypedData(prepared.typedData)
 */
export async function prepareAllowanceTransfer(
  client: AllowanceTransferReader,
  { chainId, safeAddress, delegate, token, to, amount, unit }: PrepareAllowanceTransferParameters,
): Promise<PreparedAllowanceTransfer> {
  if (!isAddress(to, { strict: false }) || to === zeroAddress) {
    throw new SpendingLimitInputError({ field: 'to', message: `${to} is not a recipient address.` })
  }
  if (amount <= 0n) {
    throw new SpendingLimitInputError({
      field: 'amount',
      message: 'The amount must be more than 0.',
    })
  }
  const refuse = (reason: SpendingLimitError['reason'], message: string) =>
    new SpendingLimitError({ reason, safe: safeAddress, delegate, message })
  const read = await readSpendingLimits(client, { chainId, safeAddress, delegate })
  if (!read.moduleEnabled) {
    throw refuse(
      'module-not-enabled',
      'This Safe does not have spending limits enabled: no spending-limit transfer can be made from it.',
    )
  }
  const limit = read.limits.find((live) => sameToken(live.token, token))
  if (!limit) {
    throw refuse('no-limit', 'You have no spending limit on this token for this Safe.')
  }
  if (amount > limit.remaining || amount > maxUint96) {
    throw refuse(
      'over-limit',
      limit.remaining === 0n
        ? 'Your spending limit on this token is used up.'
        : `The amount is over your spending limit: ${describeAmount(limit.remaining, unit)} left.`,
    )
  }
  const balance =
    token === null
      ? await client.getBalance({ address: safeAddress })
      : await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [safeAddress],
        })
  if (amount > balance) {
    throw refuse('over-balance', `The Safe holds only ${describeAmount(balance, unit)}.`)
  }
  const message = {
    safe: safeAddress,
    token: token ?? zeroAddress,
    to,
    amount,
    paymentToken: zeroAddress,
    payment: 0n,
    nonce: limit.nonce,
  }
  const typedData = allowanceTransferTypedData(chainId, message)
  const transferHash = hashTypedData(typedData)
  const moduleHash = await client.readContract({
    address: ALLOWANCE_MODULE_0_1_1,
    abi: allowanceModuleAbi,
    functionName: 'generateTransferHash',
    args: [
      message.safe,
      message.token,
      message.to,
      message.amount,
      message.paymentToken,
      message.payment,
      message.nonce,
    ],
  })
  if (moduleHash !== transferHash) {
    throw new ReviewError(
      'The spending-limit module computes another transfer hash than Assent does: it is not the Allowance module 0.1.1, so nothing is signed.',
      { details: `module ${moduleHash}, Assent ${transferHash}` },
    )
  }
  return {
    chainId,
    safe: safeAddress,
    delegate,
    token,
    to,
    amount,
    limit,
    remainingAfter: limit.remaining - amount,
    unit,
    transferHash,
    typedData,
  }
}

/** Parameters of `encodeAllowanceTransfer`. */
export type EncodeAllowanceTransferParameters = {
  prepared: PreparedAllowanceTransfer
  /** The delegate's 65-byte signature. */
  signature: Hex
  /**
   * How it was made: 'typedData' (eth_signTypedData of `typedData`, or a raw signature of
   * `transferHash`) or 'message' (personal_sign of the 32 hash bytes, which the module takes
   * with v raised by 4).
   */
  signedAs: 'typedData' | 'message'
}

/** The beneficiary's own transaction: to the module, no value. */
export type EncodeAllowanceTransferReturnType = { to: Address; data: Hex }

/**
 * The executeAllowanceTransfer call for a prepared transfer, after checking again at the latest
 * block that the limit is the one it was prepared against (same nonce, still enough left) and
 * that the signature is the delegate's: nothing is sent that the module would refuse.
 * @throws SpendingLimitError ('limit-changed', 'no-limit', 'over-limit') or ReviewError for a
 * signature by someone else
 * @example const { to, data } = await encodeAllowanceTransfer(client, { prepared, signature, signedAs: 'typedData' })
 */
export async function encodeAllowanceTransfer(
  client: Pick<PublicClient, 'readContract'>,
  { prepared, signature, signedAs }: EncodeAllowanceTransferParameters,
): Promise<EncodeAllowanceTransferReturnType> {
  if (size(signature) !== 65) {
    throw new ReviewError('A spending-limit transfer takes exactly one 65-byte signature.')
  }
  const signer =
    signedAs === 'typedData'
      ? await recoverAddress({ hash: prepared.transferHash, signature })
      : await recoverMessageAddress({ message: { raw: prepared.transferHash }, signature })
  if (signer.toLowerCase() !== prepared.delegate.toLowerCase()) {
    throw new ReviewError(
      `The transfer was signed by ${signer}, not by the spending limit's beneficiary ${prepared.delegate}.`,
    )
  }
  const now = await readSpendingLimit(client, prepared.safe, prepared.delegate, prepared.token)
  const refuse = (reason: SpendingLimitError['reason'], message: string) =>
    new SpendingLimitError({ reason, safe: prepared.safe, delegate: prepared.delegate, message })
  if (now.amount === 0n) {
    throw refuse('no-limit', 'Your spending limit on this token was removed; nothing was sent.')
  }
  if (now.nonce !== prepared.limit.nonce) {
    throw refuse(
      'limit-changed',
      'Your spending limit moved on since this transfer was prepared (another transfer was made with it); nothing was sent. Prepare it again.',
    )
  }
  if (prepared.amount > now.remaining) {
    throw refuse(
      'over-limit',
      `The amount is now over your spending limit: ${describeAmount(now.remaining, prepared.unit)} left; nothing was sent.`,
    )
  }
  // The module, like the Safe, reads v > 30 as "signed with the Ethereum message prefix".
  const moduleSignature = signedAs === 'message' ? adjustVForEthSign(signature) : signature
  return {
    to: ALLOWANCE_MODULE_0_1_1,
    data: encodeFunctionData({
      abi: allowanceModuleAbi,
      functionName: 'executeAllowanceTransfer',
      args: [
        prepared.safe,
        prepared.token ?? zeroAddress,
        prepared.to,
        prepared.amount,
        zeroAddress,
        0n,
        prepared.delegate,
        moduleSignature,
      ],
    }),
  }
}

function sameToken(a: Address | null, b: Address | null): boolean {
  return (a ?? zeroAddress).toLowerCase() === (b ?? zeroAddress).toLowerCase()
}
