import { describe, expect, it } from 'bun:test'
import { createSignalStreamFilter, endInterviewBlock, parseSignals } from './signals'

describe('parseSignals', () => {
  it.each([
    ['plain text stays as it is', 'Hello there', 'Hello there', []],
    [
      'the end_interview block',
      `Thanks, that is all.${endInterviewBlock}`,
      'Thanks, that is all.',
      [{ name: 'end_interview' }],
    ],
    [
      'metadata is kept',
      'Done <signals><signal name="score" metadata="8/10"/><signal name="end_interview"/></signals>',
      'Done',
      [{ name: 'score', metadata: '8/10' }, { name: 'end_interview' }],
    ],
    [
      'an element tag as the name',
      'Bye<signals><end_interview/></signals>',
      'Bye',
      [{ name: 'end_interview' }],
    ],
    [
      'an unclosed block runs to the end',
      'Bye <signals><signal name="end_interview">',
      'Bye',
      [{ name: 'end_interview' }],
    ],
    ['entries without a name are skipped', 'A<signals><signal metadata="x"/></signals>', 'A', []],
    [
      'single quotes and bare values',
      "A<signals><signal name='x' metadata=y /></signals>",
      'A',
      [{ name: 'x', metadata: 'y' }],
    ],
    ['a stray closing tag is dropped', 'A</signals> B', 'A B', []],
    [
      'a block in the middle',
      'Before <signals><signal name="x"/></signals> after',
      'Before  after',
      [{ name: 'x' }],
    ],
    [
      'entities in metadata are decoded',
      'A<signals><signal name="x" metadata="a &amp; &quot;b&quot;"/></signals>',
      'A',
      [{ name: 'x', metadata: 'a & "b"' }],
    ],
    ['upper-case tags', 'A<SIGNALS><SIGNAL NAME="x"/></SIGNALS>', 'A', [{ name: 'x' }]],
    ['an empty block', 'A<signals></signals>', 'A', []],
  ] as const)('%s', (_label, raw, content, signals) => {
    expect(parseSignals(raw)).toEqual({ content, signals: [...signals] })
  })
})

describe('createSignalStreamFilter', () => {
  const run = (chunks: string[]) => {
    const f = createSignalStreamFilter()
    return chunks.map((c) => f.push(c)).join('') + f.flush()
  }
  it.each([
    [['Hello ', 'there'], 'Hello there'],
    [['Bye.', '<signals><signal name="end_interview"/></signals>'], 'Bye.'],
    [['Bye.<sig', 'nals><signal name="x"/>', '</signals>'], 'Bye.'],
    [['a <', 'b'], 'a <b'],
    [['x <s'], 'x <s'],
    [['Thanks <', 'SIGNALS>'], 'Thanks '],
  ])('%p → %p', (chunks, shown) => expect(run(chunks)).toBe(shown))

  it('releases text without waiting when no block can start', () => {
    const f = createSignalStreamFilter()
    expect(f.push('Hello world')).toBe('Hello world')
    expect(f.push(' and <')).toBe(' and ')
  })
})
