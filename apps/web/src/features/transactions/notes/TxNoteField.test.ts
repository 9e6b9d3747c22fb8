import { decodeTxNote, encodeTxNote } from '@assent/core'
import { describe, expect, it } from 'vitest'
import { noteBlockers, noteToStore } from './TxNoteField'

describe('the note a proposer types', () => {
  it('is stored cleaned of what could disguise it, and empty is none', () => {
    expect(noteToStore('  Rent\u202E for\nMarch\u200B ')).toBe('Rent for March')
    expect(noteToStore(' \u200B\t')).toBeUndefined()
    expect(decodeTxNote(encodeTxNote({ note: noteToStore('Pay\u2066 Bob') }))).toBe('Pay Bob')
  })

  it('blocks signing past 60 characters, counted after cleaning', () => {
    expect(noteBlockers('n'.repeat(60))).toEqual([])
    expect(noteBlockers(`${'n'.repeat(60)}\u200B\u202E`)).toEqual([])
    expect(noteBlockers('n'.repeat(61))).toEqual(['Shorten the note to 60 characters.'])
    // Characters, not UTF-16 units: 60 emoji fit.
    expect(noteBlockers('🦊'.repeat(60))).toEqual([])
  })
})
