import { createRequire } from 'node:module'
import type { Abi, AbiParameter } from 'viem'
import { describe, expect, it } from 'vitest'
import { ALLOWANCE_MODULE_0_1_1, allowanceModuleAbi } from './allowanceModuleAbi'

type AbiItem = Abi[number]

/** An entry as the chain sees it: kind, name, parameter types and names, indexing, outputs. */
function shape(item: AbiItem): string {
  const params = (list: readonly AbiParameter[]) =>
    list.map((p) => `${p.type} ${p.name ?? ''}${'indexed' in p && p.indexed ? ' indexed' : ''}`)
  return JSON.stringify([
    item.type,
    'name' in item ? item.name : '',
    'inputs' in item ? params(item.inputs) : [],
    'outputs' in item ? item.outputs.map((o) => o.type) : [],
  ])
}

type PublishedAllowanceModule = { abi: Abi; networkAddresses: Record<string, string> }

/** Safe's own deployment record of the module (the ABI and where it is deployed). */
function published(): PublishedAllowanceModule {
  const require = createRequire(import.meta.url)
  return require('@safe-global/safe-modules-deployments/dist/assets/allowance-module/v0.1.1/allowance-module.json')
}

describe('allowanceModuleAbi', () => {
  it('declares each entry exactly as the published 0.1.1 ABI does', () => {
    const publishedItems = new Set(published().abi.map((item) => shape(item)))
    for (const item of allowanceModuleAbi) {
      expect(publishedItems, shape(item)).toContain(shape(item))
    }
  })

  it('uses the address the module is published at on chains with the singleton factory', () => {
    const addresses = new Set(Object.values(published().networkAddresses))
    expect(addresses).toEqual(new Set([ALLOWANCE_MODULE_0_1_1]))
  })
})
