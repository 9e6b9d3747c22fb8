import { buildSafeTransaction, encodeExecTransaction } from '@assent/core'
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeExecTransactionCall, findExecTransactionCalls } from './findExecTransactionCalls'

const safe = '0x1111111111111111111111111111111111111111'
const relayer = '0x2222222222222222222222222222222222222222'
const owner = '0x3333333333333333333333333333333333333333'
const target = '0x4444444444444444444444444444444444444444'
const signatures: Hex = `0x${'ab'.repeat(65)}`
const tx = buildSafeTransaction({ to: target, value: 7n, data: '0x1234', operation: 1 })
const execInput = encodeExecTransaction(tx, signatures)

describe('decodeExecTransactionCall', () => {
  it('reads the SafeTx fields, the signatures and the caller', () => {
    const { nonce: _notInCalldata, ...fields } = tx
    expect(decodeExecTransactionCall(relayer, execInput)).toEqual({
      caller: relayer,
      tx: fields,
      signatures,
    })
  })

  it('is null for any other call, or a truncated one', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [target, 1n],
    })
    expect(decodeExecTransactionCall(relayer, transfer)).toBeNull()
    expect(decodeExecTransactionCall(relayer, execInput.slice(0, 100) as Hex)).toBeNull()
  })
})

describe('findExecTransactionCalls', () => {
  it('finds every execTransaction into the Safe at any depth, in call order', () => {
    const second = encodeExecTransaction({ ...tx, value: 8n }, signatures)
    const trace = {
      type: 'CALL',
      from: owner,
      to: relayer,
      input: '0x',
      calls: [
        { type: 'CALL', from: relayer, to: safe, input: execInput, calls: [] },
        { type: 'STATICCALL', from: relayer, to: safe, input: second },
        { type: 'CALL', from: relayer, to: target, input: execInput },
        {
          type: 'CALL',
          from: relayer,
          to: owner,
          input: '0x',
          calls: [
            {
              type: 'CALL',
              from: owner,
              to: safe.toUpperCase().replace('0X', '0x'),
              input: second,
            },
          ],
        },
      ],
    }
    const calls = findExecTransactionCalls(trace, safe)
    expect(calls.map((call) => [call.caller, call.tx.value])).toEqual([
      [relayer, 7n],
      [owner, 8n],
    ])
  })

  it('ignores frames with malformed addresses or input', () => {
    const trace = {
      from: 'nonsense',
      to: safe,
      input: execInput,
      calls: [{ to: safe, input: 'zz' }],
    }
    expect(findExecTransactionCalls(trace, safe)).toEqual([])
  })
})
