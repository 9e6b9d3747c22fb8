import { parseUnits } from 'viem'

export type AmountCheck = { ok: true; value: bigint } | { ok: false; error: string }

/**
 * Reads a token amount typed by a person ("1.5") into base units, refusing what the token cannot
 * represent (more decimals than it has), zero, negatives, and more than the balance.
 */
export function parseAmount(input: string, decimals: number, balance: bigint): AmountCheck {
  const value = input.trim().replace(/,/g, '')
  if (!value) return { ok: false, error: 'Enter an amount.' }
  if (!/^\d*\.?\d*$/.test(value) || value === '.') {
    return { ok: false, error: 'Enter a positive number, like 1.5.' }
  }
  const fraction = value.split('.')[1] ?? ''
  if (fraction.length > decimals) {
    return { ok: false, error: `This token has ${decimals} decimals at most.` }
  }
  const amount = parseUnits(value, decimals)
  if (amount === 0n) return { ok: false, error: 'The amount must be more than 0.' }
  if (amount > balance) return { ok: false, error: 'The amount is more than the Safe holds.' }
  return { ok: true, value: amount }
}
