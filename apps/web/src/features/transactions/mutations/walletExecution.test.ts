import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { SignStepFailure } from '../../../wallet/signAndProve'
import { gasLimitFor, inWalletWords } from './walletExecution'

describe('gasLimitFor', () => {
  it('sends 20 % above the estimate, or lets the wallet estimate', () => {
    expect(gasLimitFor(100_000n)).toBe(120_000n)
    expect(gasLimitFor(undefined)).toBeUndefined()
  })
})

describe('inWalletWords', () => {
  it('passes the request through and answers what the wallet answered', async () => {
    const send = inWalletWords(async (request: { to: string }) => `sent to ${request.to}`)
    await expect(send({ to: '0xabc' })).resolves.toBe('sent to 0xabc')
  })

  it("turns the wallet's refusal into a SignStepFailure in the wallet's words", async () => {
    const send = inWalletWords(async (_: unknown) => {
      throw new UserRejectedRequestError(new Error('User rejected the request.'))
    })
    const failure = await send({}).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SignStepFailure)
    expect((failure as SignStepFailure).message).not.toBe('')
  })
})
