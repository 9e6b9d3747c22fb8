import { describe, expect, it } from 'vitest'
import { parseDataUriMetadata } from './parseDataUriMetadata'

describe('parseDataUriMetadata', () => {
  it('reads plain, percent-encoded and base64 JSON data URIs', () => {
    expect(
      parseDataUriMetadata(
        'data:application/json;utf8,{"name":"Punk #1","description":"d","image":"ipfs://x"}',
      ),
    ).toEqual({
      name: 'Punk #1',
      description: 'd',
      image: 'ipfs://x',
      raw: { name: 'Punk #1', description: 'd', image: 'ipfs://x' },
    })
    expect(parseDataUriMetadata('data:application/json,%7B%22name%22%3A%22A%20B%22%7D')?.name).toBe(
      'A B',
    )
    const b64 = Buffer.from('{"name":"Encoded"}').toString('base64')
    expect(parseDataUriMetadata(`data:application/json;base64,${b64}`)?.name).toBe('Encoded')
  })

  it('ignores other URIs and malformed or non-object JSON', () => {
    expect(parseDataUriMetadata('https://example.com/1.json')).toBeNull()
    expect(parseDataUriMetadata('ipfs://Qm')).toBeNull()
    expect(parseDataUriMetadata(null)).toBeNull()
    expect(parseDataUriMetadata('data:application/json,{oops')).toBeNull()
    expect(parseDataUriMetadata('data:application/json,[1,2]')).toBeNull()
    expect(parseDataUriMetadata('data:application/json,{"name":42}')?.name).toBeNull()
  })
})
