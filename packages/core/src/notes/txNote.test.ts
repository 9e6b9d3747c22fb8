import { describe, expect, it } from 'vitest'
import { decodeTxNote } from './decodeTxNote'
import { encodeTxNote, TX_NOTE_MAX_LENGTH } from './encodeTxNote'

describe('encodeTxNote', () => {
  it('writes the note in Safe{Wallet}’s origin format', () => {
    expect(encodeTxNote({ note: '  Rent for March ' })).toBe('{"note":"Rent for March"}')
    expect(
      encodeTxNote({ note: 'Swap', app: { name: 'Demo app', url: 'http://127.0.0.1:5174' } }),
    ).toBe('{"name":"Demo app","url":"http://127.0.0.1:5174","note":"Swap"}')
  })

  it('leaves an empty note out, and writes nothing without an app', () => {
    expect(encodeTxNote({ note: '   ' })).toBeUndefined()
    expect(encodeTxNote({})).toBeUndefined()
    expect(encodeTxNote({ app: { name: 'A', url: 'https://a.example' } })).toBe(
      '{"name":"A","url":"https://a.example"}',
    )
  })

  it('refuses a note longer than the limit', () => {
    expect(encodeTxNote({ note: 'n'.repeat(TX_NOTE_MAX_LENGTH) })).toContain('n'.repeat(60))
    expect(() => encodeTxNote({ note: 'n'.repeat(TX_NOTE_MAX_LENGTH + 1) })).toThrow(
      'A note is at most 60 characters.',
    )
  })

  it('shortens the note so a long app origin stays within 200 characters', () => {
    const app = { name: 'N'.repeat(60), url: `https://${'u'.repeat(70)}.example` }
    const origin = encodeTxNote({ note: '"quoted" note that is rather long for the room', app })
    expect(origin?.length).toBeLessThanOrEqual(200)
    expect(JSON.parse(origin ?? '')).toMatchObject({ url: app.url, name: app.name })
    expect(decodeTxNote(origin)).toMatch(/^"quoted" note/)
  })
})

describe('decodeTxNote', () => {
  it('reads what encodeTxNote writes', () => {
    const note = 'Pay the auditors — 2nd half ✓'
    expect(decodeTxNote(encodeTxNote({ note }))).toBe(note)
  })

  it('reads notes Safe{Wallet} wrote, in both formats the services stored', () => {
    // Safe{Wallet}: JSON.stringify({ ...appOrigin, note }) in the proposal's origin.
    expect(decodeTxNote('{"url":"https://app.safe.global","note":"Q3 payroll"}')).toBe('Q3 payroll')
    expect(decodeTxNote('{"note":"Q3 payroll"}')).toBe('Q3 payroll')
    // The Transaction Service wrapped the origin in `name` before it kept JSON as it came.
    expect(decodeTxNote('{"url":"","name":"{\\"note\\":\\"This is a note\\"}"}')).toBe(
      'This is a note',
    )
  })

  it('finds no note in an app origin, plain text, other JSON or nothing', () => {
    expect(decodeTxNote('{"url":"https://a.example","name":"Some app"}')).toBeNull()
    expect(decodeTxNote('Some app')).toBeNull()
    expect(decodeTxNote('["note"]')).toBeNull()
    expect(decodeTxNote('{"note":42}')).toBeNull()
    expect(decodeTxNote('{"note":""}')).toBeNull()
    expect(decodeTxNote('{"name":"{\\"note\\":7}"}')).toBeNull()
    expect(decodeTxNote(null)).toBeNull()
    expect(decodeTxNote('')).toBeNull()
  })
})
