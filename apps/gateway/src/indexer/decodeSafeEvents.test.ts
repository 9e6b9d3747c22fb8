import { erc20Abi, safeAbi } from '@assent/core'
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeEventLog, type LogPosition } from '../testing/encodeEventLog'
import { decodeSafeEvents } from './decodeSafeEvents'
import { parseSafeLogs } from './parseSafeLogs'
import type { RawLog } from './rpcLogs'

const SAFE = getAddress('0x1dcae246787fe93cc4c57faa9c0a4f83c5113fb4')
const OTHER_SAFE = getAddress('0x4e1dcf7ad4e460cfd30791ccc4f9c8a4f820ec67')
const [A, B, C] = [
  getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'),
  getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8'),
  getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'),
]
const MODULE = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const TOKEN = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const timestampOf = (block: number) => block * 1000

/** Logs of one tx each, numbered in order; `tx` names the transaction. */
function chain() {
  let logIndex = 0
  return (tx: string, address: Address = SAFE): LogPosition => ({
    address,
    blockNumber: 40n,
    transactionHash: keccak256(toHex(tx)),
    logIndex: logIndex++,
  })
}
const decode = (logs: RawLog[]) => decodeSafeEvents(parseSafeLogs(logs), timestampOf)

const moduleCall = (at: LogPosition) =>
  encodeEventLog(
    safeAbi,
    'SafeModuleTransaction',
    {
      module: MODULE,
      to: TOKEN,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [C, 5n] }),
      operation: 0,
    },
    at,
  )

function multisigCall(at: LogPosition, nonce: bigint) {
  return encodeEventLog(
    safeAbi,
    'SafeMultiSigTransaction',
    {
      to: C,
      value: 10n,
      data: '0x',
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      signatures: '0x',
      additionalInfo: encodeAbiParameters(
        [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
        [nonce, A, 1n],
      ),
    },
    at,
  )
}
const outcome = (name: 'ExecutionSuccess' | 'ExecutionFailure', txHash: Hex, at: LogPosition) =>
  encodeEventLog(safeAbi, name, { txHash, payment: 0n }, at)

describe('decodeSafeEvents', () => {
  it('reads owner changes in log order and each Safe’s setup', async () => {
    const at = chain()
    const records = await decode([
      encodeEventLog(
        safeAbi,
        'SafeSetup',
        {
          initiator: A,
          owners: [A, B],
          threshold: 2n,
          initializer: zeroAddress,
          fallbackHandler: zeroAddress,
        },
        at('setup'),
      ),
      encodeEventLog(safeAbi, 'AddedOwner', { owner: C }, at('add')),
      // Safe 1.3.0 emits the owner unindexed.
      encodeEventLog(
        parseAbi(['event RemovedOwner(address owner)']),
        'RemovedOwner',
        { owner: A },
        at('remove'),
      ),
    ])
    expect(records.ownerChanges).toEqual([
      { safe: SAFE, kind: 'setup', owners: [A, B] },
      { safe: SAFE, kind: 'add', owner: C },
      { safe: SAFE, kind: 'remove', owner: A },
    ])
    expect(records.setups).toEqual(new Map([[SAFE, { owners: [A, B], threshold: 2 }]]))
  })

  it('reads received native coin as an incoming transfer and an approved hash', async () => {
    const at = chain()
    const safeTxHash = keccak256(toHex('approved safe tx'))
    const received = at('deposit')
    const records = await decode([
      encodeEventLog(safeAbi, 'SafeReceived', { sender: B, value: 10n ** 18n }, received),
      encodeEventLog(safeAbi, 'ApproveHash', { approvedHash: safeTxHash, owner: A }, at('approve')),
    ])
    expect(records.transfers).toEqual([
      {
        txHash: received.transactionHash,
        logIndex: received.logIndex,
        safe: SAFE,
        blockNumber: 40,
        timestamp: 40_000,
        tokenAddress: null,
        type: 'NATIVE_COIN',
        from: B,
        to: SAFE,
        value: '1000000000000000000',
        tokenId: null,
        direction: 'INCOMING',
      },
    ])
    expect(records.approvals).toEqual([{ safe: SAFE, safeTxHash, owner: A, timestamp: 40_000 }])
  })

  it('pairs a module transaction with the outcome that follows it in its tx', async () => {
    const at = chain()
    const first = at('module ok')
    const records = await decode([
      moduleCall(first),
      encodeEventLog(safeAbi, 'ExecutionFromModuleSuccess', { module: MODULE }, at('module ok')),
      moduleCall(at('module failed')),
      encodeEventLog(
        safeAbi,
        'ExecutionFromModuleFailure',
        { module: MODULE },
        at('module failed'),
      ),
    ])
    expect(records.moduleTransactions.map((m) => m.isSuccessful)).toEqual([true, false])
    expect(records.moduleTransactions[0]).toEqual({
      txHash: first.transactionHash,
      logIndex: first.logIndex,
      safe: SAFE,
      module: MODULE,
      to: TOKEN,
      value: '0',
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [C, 5n] }),
      operation: 0,
      isSuccessful: true,
      blockNumber: 40,
      timestamp: 40_000,
    })
  })

  it('records a multisig execution only with its own Safe’s outcome in the same tx', async () => {
    const at = chain()
    const [succeeded, failed] = [keccak256(toHex('safe tx 1')), keccak256(toHex('safe tx 2'))]
    const records = await decode([
      // No outcome in its own tx: the next tx's outcome is not its own.
      multisigCall(at('exec 0'), 0n),
      multisigCall(at('exec 1'), 1n),
      outcome('ExecutionSuccess', succeeded, at('exec 1')),
      multisigCall(at('exec 2'), 2n),
      // 1.3.0 form of the outcome.
      encodeEventLog(
        parseAbi(['event ExecutionFailure(bytes32 txHash, uint256 payment)']),
        'ExecutionFailure',
        { txHash: failed, payment: 0n },
        at('exec 2'),
      ),
      multisigCall(at('exec 3'), 3n),
      outcome('ExecutionSuccess', failed, at('exec 3', OTHER_SAFE)),
      multisigCall(at('exec 4'), 4n),
    ])
    expect(
      records.executions.map((e) => [e.safeTxHash, e.nonce, e.isSuccessful, e.executor]),
    ).toEqual([
      [succeeded, '1', true, A],
      [failed, '2', false, A],
    ])
  })
})
