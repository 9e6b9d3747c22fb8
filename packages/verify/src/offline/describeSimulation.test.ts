import { describe, expect, it } from 'vitest'
import { describeSimulation } from './describeSimulation'

// The exported simulation is untrusted JSON: every shape reads as words, none throws.
describe('describeSimulation', () => {
  it('lists what the simulation moved and changed, at the block it ran on', () => {
    const simulation = {
      input: { blockNumber: '40' },
      result: {
        report: {
          run: { blockNumber: '41', outcome: 'success' },
          assetChanges: [
            {
              kind: 'native',
              direction: 'out',
              amount: '1500000000000000000',
              counterparty: '0xB',
            },
            { kind: 'erc20', direction: 'in', amount: '7', token: '0xT', counterparty: '0xC' },
          ],
          approvals: [{ spender: '0xS', token: '0xT' }],
          settings: [{ field: 'threshold', before: '2', after: '1' }],
        },
      },
    }
    expect(describeSimulation({ simulation })).toEqual({
      blockNumber: '41',
      lines: [
        'Outcome: success',
        'Sends 1.5 native to 0xB',
        'Receives 7 base units of 0xT from 0xC',
        'Approves 0xS on 0xT',
        "Changes the Safe's threshold: 2 → 1",
      ],
    })
  })

  it('says why there is no result, and reads nonsense without throwing', () => {
    const unavailable = { input: { blockNumber: '40' }, result: { unavailable: 'no RPC' } }
    expect(describeSimulation({ simulation: unavailable })).toEqual({
      blockNumber: '40',
      lines: ['No simulation was run: no RPC'],
    })
    expect(describeSimulation({ simulation: 'nonsense' }).lines).toEqual([
      'The file holds no simulation result.',
    ])
    const odd = {
      result: {
        report: {
          run: { outcome: 'reverted', revertReason: 'GS013' },
          assetChanges: [{ kind: 'native', direction: 'out', amount: '1e18' }],
        },
      },
    }
    expect(describeSimulation({ simulation: odd }).lines).toEqual([
      'Outcome: reverted (GS013)',
      'Sends 1e18 (unreadable) native to (unknown)',
    ])
  })
})
