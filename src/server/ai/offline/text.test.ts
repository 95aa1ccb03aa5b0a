import { describe, expect, test } from 'bun:test'
import { toSecondPerson } from './text'

describe('toSecondPerson', () => {
  test.each([
    ['I grew up in my father’s boatyard on Tjøme', 'you grew up in your father’s boatyard on Tjøme'],
    [
      'I wrote it on a post-it that is still on my screen',
      'you wrote it on a post-it that is still on your screen',
    ],
    ['we moved to Malmö with our kids', 'you moved to Malmö with your kids'],
    ["I'm sure it helped me", "you're sure it helped you"],
  ])('%s', (said, told) => expect(toSecondPerson(said)).toBe(told))
})
