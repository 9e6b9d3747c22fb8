import { recoverSafeSignature } from '@assent/core'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { describeWalletError, type WalletAction } from './errors'

/** A sign step that did not produce a usable signature, in words for the signer. */
export class SignStepFailure extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message)
    this.name = 'SignStepFailure'
  }
}

/**
 * Asks the wallet to sign and proves the answer here before it goes anywhere: it must be an
 * ECDSA signature (a v=0/v=1 "signature" only names an owner) by `account` over `hash`, the
 * hash computed locally. Wallet failures (rejected, locked…) and bad answers both come back as
 * a SignStepFailure the dialog can show.
 * @example const signature = await signAndProve({ sign: () => signTypedData(config, {...}), account, hash })
 */
export async function signAndProve({
  sign,
  account,
  hash,
  action = 'signTypedData',
}: {
  sign: () => Promise<Hex>
  account: Address
  hash: Hex
  action?: WalletAction
}): Promise<Hex> {
  let signature: Hex
  try {
    signature = await sign()
  } catch (failure) {
    const description = describeWalletError(failure, action)
    throw new SignStepFailure(description.title, description.message)
  }
  const recovered = await recoverSafeSignature({ hash, signature }).catch(() => undefined)
  if (recovered?.proof !== 'ecdsa') {
    throw new SignStepFailure(
      "The wallet's signature was refused",
      'The wallet did not return an ECDSA signature of the hash shown here.',
    )
  }
  if (!isAddressEqual(recovered.signer, account)) {
    throw new SignStepFailure(
      "The wallet's signature was refused",
      `It recovers to ${recovered.signer}, not to ${account}: the wallet signed something else.`,
    )
  }
  return signature
}

/** A failure of a sign-and-send step as the dialog's red box shows it. */
export function describeSignStepFailure(
  failure: unknown,
  fallbackTitle: string,
): { title: string; message: string } {
  if (failure instanceof SignStepFailure) return { title: failure.title, message: failure.message }
  return {
    title: fallbackTitle,
    message: failure instanceof Error ? failure.message : String(failure),
  }
}
