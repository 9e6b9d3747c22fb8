import { describe, expect, it } from 'vitest'
import { blockieGrid } from './blockieGrid'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('blockieGrid', () => {
  it('is deterministic and case-insensitive', () => {
    expect(blockieGrid(a)).toEqual(blockieGrid(a.toLowerCase()))
  })

  it('differs between addresses', () => {
    expect(blockieGrid(a)).not.toEqual(blockieGrid(b))
  })

  it('is an 8×8 grid mirrored left to right with values 0..2', () => {
    const { cells } = blockieGrid(b)
    expect(cells).toHaveLength(8)
    for (const row of cells) {
      expect(row).toHaveLength(8)
      expect(row).toEqual([...row].reverse())
      for (const cell of row) expect([0, 1, 2]).toContain(cell)
    }
  })
})
