import { describe, expect, it } from 'bun:test'
import { CARD_MAX_WORDS, cardWords, suggestCards } from './card'

describe('cardWords', () => {
  it.each([
    [
      'Walter said this at our supper in April. He stood up and said: "They deliver my groceries. Nobody delivers the outside."',
      {
        layout: 'quote',
        words: 'They deliver my groceries. Nobody delivers the outside.',
        who: 'Walter',
        figure: null,
      },
    ],
    [
      'Last winter our volunteers logged 14,820 clearings for 438 residents. 91% were done within 48 hours.',
      {
        layout: 'number',
        words: 'Last winter our volunteers logged 14,820 clearings for 438 residents.',
        who: null,
        figure: '14,820',
      },
    ],
    [
      'MRR is now $4,180 and churn 2.9%/mo.',
      { layout: 'number', words: 'MRR is now $4,180 and churn 2.9%/mo.', who: null, figure: '$4,180' },
    ],
    [
      'A cleared walk is not really about snow. It is about whether a person can choose to go out.',
      { layout: 'line', words: 'A cleared walk is not really about snow.', who: null, figure: null },
    ],
  ])('%p', (post, words) => expect(cardWords(post)).toEqual(words as never))

  it('takes the layout asked for when the post has what it needs, else the next that fits', () => {
    const post = 'In 2025 we made 38,600 deliveries. Ilonka said: "Now I am not counting the eggs."'
    expect(cardWords(post, 'number').figure).toBe('38,600')
    expect(cardWords(post, 'quote').who).toBe('Ilonka')
    expect(cardWords('No figure and no quote here.', 'number').layout).toBe('line')
  })

  it('keeps a long quote to whole sentences that fit a card', () => {
    const long = `She said: "${'We drove out before dawn every Tuesday. '.repeat(12).trim()}"`
    const { words } = cardWords(long)
    expect(words.length).toBeLessThanOrEqual(CARD_MAX_WORDS)
    expect(words.endsWith('Tuesday.')).toBe(true)
  })
})

describe('suggestCards', () => {
  it("suggests a customer's words, a sum of money and a count in thousands, at most three", () => {
    expect(
      suggestCards([
        'We started in a garage in 2019.',
        'Dana said: "I got my mornings back and finally took a lunch break."',
        'MRR is now $4,180.',
        'We have texted 19,400 households.',
        'Kofi wrote: "The app paid for itself in a week, honestly."',
        'No figure here at all.',
      ]),
    ).toEqual([1, 2, 3])
    expect(suggestCards(['Just words.', 'More words, 12 of them.'])).toEqual([])
  })
})
