import { describe, expect, it } from 'vitest'
import { messageSigningBlockers } from './messageSigningBlockers'

const safe = {
  chainId: '31337',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  version: '1.4.1',
}
const hash = `0x${'cd'.repeat(32)}`

describe('messageSigningBlockers', () => {
  it('blocks a risky message until its word is typed (case and spaces ignored)', () => {
    const blocked = (typed?: string) =>
      messageSigningBlockers({
        content: hash,
        safe,
        acknowledgements: typed === undefined ? {} : { 'blind-hash': typed },
      })
    expect(blocked()).toEqual(['Type "blindhash" to acknowledge: signs a bare 32-byte hash.'])
    expect(blocked('blind hash')).toHaveLength(1)
    // Another risk's word does not count for this one.
    expect(
      messageSigningBlockers({ content: hash, safe, acknowledgements: { permit: 'blindhash' } }),
    ).toHaveLength(1)
    expect(blocked('  BlindHash ')).toEqual([])
  })

  it('never blocks ordinary text', () => {
    expect(messageSigningBlockers({ content: 'gm', safe, acknowledgements: {} })).toEqual([])
  })
})
