import { describe, expect, it } from 'vitest'
import { parseCsvRecords } from './parseCsvRecords'

describe('parseCsvRecords', () => {
  it('splits fields and records with their starting lines', () => {
    expect(parseCsvRecords('a,b\r\n1,2\n\n3,\r4,5\n')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['1', '2'] },
        { line: 4, fields: ['3', ''] },
        { line: 5, fields: ['4', '5'] },
      ],
    })
  })

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsvRecords('\ufeff"x,y","say ""hi""","two\nlines"\nnext,row')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['x,y', 'say "hi"', 'two\nlines'] },
        { line: 3, fields: ['next', 'row'] },
      ],
    })
  })

  it('refuses text that is not CSV, naming the line', () => {
    expect(parseCsvRecords('a,b\n"open,b\nc')).toEqual({
      ok: false,
      line: 2,
      message: 'A quoted field is never closed.',
    })
    expect(parseCsvRecords('a,b\nx"y,1')).toEqual({
      ok: false,
      line: 2,
      message: 'A quote inside an unquoted field.',
    })
    expect(parseCsvRecords('a\n"x"y')).toEqual({
      ok: false,
      line: 2,
      message: 'Text after the closing quote of a field.',
    })
  })
})
