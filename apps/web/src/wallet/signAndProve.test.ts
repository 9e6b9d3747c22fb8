import { concatHex, keccak256, pad, stringToHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { describeSignStepFailure, SignStepFailure, signAndProve } from './signAndProve'

const owner = privateKeyToAccount(keccak256(stringToHex('owner')))
const other = privateKeyToAccount(keccak256(stringToHex('other')))
const hash = keccak256(stringToHex('safeTx'))

describe('signAndProve', () => {
  it('passes the ECDSA signature of the account over the hash', async () => {
    const signature = await owner.sign({ hash })
    await expect(
      signAndProve({ sign: async () => signature, account: owner.address, hash }),
    ).resolves.toBe(signature)
  })

  it('refuses a signature by another account, or over another hash', async () => {
    const byOther = await other.sign({ hash })
    await expect(
      signAndProve({ sign: async () => byOther, account: owner.address, hash }),
    ).rejects.toThrow(`recovers to ${other.address}, not to ${owner.address}`)
    const otherHash = await owner.sign({ hash: keccak256(stringToHex('else')) })
    await expect(
      signAndProve({ sign: async () => otherHash, account: owner.address, hash }),
    ).rejects.toBeInstanceOf(SignStepFailure)
  })

  it('refuses a v=1 "approved hash" that only names the account', async () => {
    const namesOwner = concatHex([pad(owner.address), pad('0x'), toHex(1, { size: 1 })])
    await expect(
      signAndProve({ sign: async () => namesOwner, account: owner.address, hash }),
    ).rejects.toThrow('did not return an ECDSA signature')
  })

  it("describes the wallet's own failure, e.g. the user rejecting", async () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const failure = await signAndProve({
      sign: async () => {
        throw rejected
      },
      account: owner.address,
      hash,
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SignStepFailure)
    expect(describeSignStepFailure(failure, 'fallback').title).not.toBe('fallback')
    expect(describeSignStepFailure(new Error('gateway said no'), 'Not saved')).toEqual({
      title: 'Not saved',
      message: 'gateway said no',
    })
  })
})
