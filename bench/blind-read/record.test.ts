import { describe, expect, it } from 'bun:test'
import { parseVerdicts } from './record'

describe('parseVerdicts', () => {
  it('reads the reader’s lines per founder and ignores everything else', () => {
    const text = [
      '## nico-touchline',
      'P1 PUBLISH: reads like me',
      'P2 EDIT: "priya" needs a capital',
      'P3 REWRITE-DELETE: makes no sense alone',
      'THEMES nico-touchline: weak: cut quotes',
      '## wren-quietbox',
      'P1 DELETE: too thin',
    ].join('\n')
    const v = parseVerdicts(text, '2026-11-26', 'reader')
    expect(v.founders['nico-touchline']).toEqual({
      P1: { verdict: 'PUBLISH', reason: 'reads like me' },
      P2: { verdict: 'EDIT', reason: '"priya" needs a capital' },
      P3: { verdict: 'REWRITE-DELETE', reason: 'makes no sense alone' },
    })
    expect(v.founders['wren-quietbox']).toEqual({ P1: { verdict: 'REWRITE-DELETE', reason: 'too thin' } })
  })
})
