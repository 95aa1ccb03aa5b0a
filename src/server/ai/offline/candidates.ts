/**
 * Every post a pillar's material can give: each founder sentence joined with a related one under a
 * label that says what it is, asked about to the audience, or hooked on its figure; brief answers framed.
 */
import { MAX_POST_LENGTH } from '../../../shared/content-rubric'
import { contentWords, stem } from '../../../shared/content-rubric-text'
import { ask, briefKind, briefLine, type Candidate, type Context, formatOf, labels } from './frames'
import { head, type Material } from './material'
import { midSentence, wordCount } from './nlp'
import {
  canLead,
  figureHook,
  follow,
  IMPROVEMENT,
  join,
  type Kind,
  kindOf,
  PAST_EVENT,
  retell,
  saysNothingNew,
} from './retelling'
import { stableIndex } from './text'

/**
 * Whether a second sentence follows from the first, so the two read as one post: told after it in the
 * same answer, or about the same thing: a noun phrase with the same head, or two content words shared,
 * neither one the founder says everywhere ("clinic" and "patients" in a dental founder's interview
 * link nothing), though the product's name does.
 */
export function followsFrom(first: Material, second: Material, common: ReadonlySet<string>): boolean {
  // Told in order: an answer's later sentence follows from its earlier one, never the reverse.
  if (second.answer === first.answer) return second.position > first.position
  const said = new Set(contentWords(first.text))
  const own = new Set([...said].filter((w) => !common.has(w)))
  const shared = new Set(contentWords(second.text).filter((w) => own.has(w)))
  const heads = (m: Material) => m.phrases.map(head).filter((h) => !common.has(stem(h)))
  if (shared.size >= 2 || heads(second).some((h) => heads(first).includes(h) && own.has(stem(h)))) return true
  // A "so" between them: where it started, then what was built; a cost, then what changed.
  const then = kindOf(second)
  return (
    !!SEQUELS[kindOf(first)]?.includes(then) &&
    (then === 'intro' || contentWords(second.text).some((w) => said.has(w)))
  )
}

/** What a sentence of each kind can lead to in one post, by cause and effect. */
const SEQUELS: Partial<Record<Kind, Kind[]>> = {
  story: ['intro', 'lesson', 'result'],
  pain: ['intro', 'result'],
  belief: ['intro'],
  audience: ['pain', 'intro'],
  intro: ['result'],
  fact: ['result'],
}

/** Words said in more than a fifth of the founder's sentences (and more than three): the domain, not a topic. */
export function commonWords(all: Material[], product: string | null): Set<string> {
  const count = new Map<string, number>()
  for (const item of all)
    for (const w of new Set(contentWords(item.text))) count.set(w, (count.get(w) ?? 0) + 1)
  const named = product ? new Set(contentWords(product)) : new Set<string>()
  return new Set([...count].filter(([w, n]) => n > 3 && n > all.length / 5 && !named.has(w)).map(([w]) => w))
}

/** Every post a pillar's material can give: each sentence joined with a related one, asked about, or hooked on its figure. */
export function candidatesFor(items: Material[], ctx: Context): Candidate[] {
  const out: Candidate[] = []
  const whole = items.filter((i) => !i.fragment && i.theme !== 'goals')
  const related = ctx.all.filter((i) => !i.fragment && i.theme !== 'goals' && !items.includes(i))
  const common = commonWords(ctx.all, ctx.product)
  const nextOf = (item: Material) =>
    ctx.all.find((i) => i.answer === item.answer && i.position === item.position + 1 && !i.fragment)
  // A pillar with almost nothing to lead with borrows the sentences that name its theme or the product.
  const leaders = whole.filter((i) => canLead(i, ctx.product))
  if (leaders.length < 2)
    leaders.push(
      ...related.filter(
        (i) =>
          canLead(i, ctx.product) &&
          [ctx.phrase, ctx.product].some((p) => p && i.text.toLowerCase().includes(p.toLowerCase())),
      ),
    )
  // Still nothing: what the product does and what it achieved.
  if (!leaders.length)
    leaders.push(...related.filter((i) => canLead(i, ctx.product) && ['product', 'proof'].includes(i.theme)))
  for (const item of leaders) {
    const kind = kindOf(item)
    const lead = retell(item, ctx.product)!
    const seed = stableIndex(item.text, 3)
    const next = nextOf(item)
    // Partners: the sentence that follows it, then the pillar's others and any other sentence that
    // follows from it (told after it in the same answer, or about the same thing); never a non sequitur.
    const partners = [
      ...(next && next.theme !== 'goals' ? [next] : []),
      ...whole.filter((o) => o !== next && !o.dependent && followsFrom(item, o, common)),
      ...related.filter((o) => o !== next && !o.dependent && followsFrom(item, o, common)).slice(0, 3),
    ].filter(
      (o) =>
        o.text !== item.text &&
        !saysNothingNew(lead, retell(o, ctx.product) ?? lead) &&
        // Told in order: never what came before in the same answer, never the problem after its result.
        !(o.answer === item.answer && o.position < item.position) &&
        !(kind === 'result' && ['pain', 'story'].includes(kindOf(o))),
    )
    partners.splice(5)
    for (const partner of partners) {
      const second = retell(partner, ctx.product)
      if (!second) continue
      const told = join(lead, follow(lead, second, ctx.product))
      const partnerKind = kindOf(partner)
      // A label names what the whole post is: no "The pain:" over a result, no story label on the present.
      const fits = (k: Kind) =>
        (k !== 'pain' || (!IMPROVEMENT.test(told) && partnerKind !== 'result')) &&
        (k !== 'story' || PAST_EVENT.test(item.text))
      const variants = labels[kind]
      for (let v = 0; v < variants.length; v++) {
        const label = variants[(seed + v) % variants.length]!(ctx)
        if (!fits(kind)) break
        // "Behind the scenes at Ledgerly: Ledgerly reads…" names it twice.
        if (label && ctx.product && label.includes(ctx.product) && told.startsWith(ctx.product)) continue
        const text = !label
          ? told
          : /[.!?]$/.test(label)
            ? `${label} ${told}`
            : `${label} ${midSentence(told, ctx.names)}`
        out.push({ format: formatOf[kind], opener: label, text, source: `${item.text}|${partner.text}` })
      }
      if (kind !== 'intro')
        out.push({ format: 'plain', opener: '', text: told, source: `${item.text}|${partner.text}` })
    }
    // A question to the audience about the sentence (a short one would be mostly question).
    // A brief founder's short sentence may carry one, in their own words.
    // Each question is its own candidate: a sentence told twice in a plan may carry two.
    if (wordCount(lead) >= 6 || (whole.length < 3 && lead === item.text))
      for (const [v, forms] of ask(kind, item.text, ctx).entries())
        for (const question of forms) {
          out.push({
            format: 'question',
            opener: '',
            text: `${lead}\n\n${question}`,
            source: `${item.text}|?${v}`,
          })
          // Under its label too ("Hot take: … ⏎ Where do you think I am wrong?"): reads unlike the plain one.
          const label = labels[kind][seed]?.(ctx)
          const fits =
            (kind !== 'pain' || !IMPROVEMENT.test(lead)) && (kind !== 'story' || PAST_EVENT.test(item.text))
          if (label && fits && !(ctx.product && label.includes(ctx.product) && lead.startsWith(ctx.product)))
            out.push({
              format: formatOf[kind],
              opener: label,
              text: `${/[.!?]$/.test(label) ? `${label} ${lead}` : `${label} ${midSentence(lead, ctx.names)}`}\n\n${question}`,
              source: `${item.text}|?L${v}`,
            })
        }
    const hook = kind === 'result' ? figureHook(lead) : null
    if (hook)
      out.push({ format: 'result', opener: hook, text: `${hook} ${lead}`, source: `${item.text}|hook` })
  }
  // Brief answers ("Commuters.", "Flat tyres."): each phrase told as a short sentence, joined with one
  // from another theme, then a question to the audience.
  const brief = whole.length < 3
  const lines = (list: Material[]) =>
    list.filter((i) => i.fragment && i.phrases.length > 0 && i.theme !== 'goals')
  const others = lines(ctx.all).filter((o) => !items.includes(o))
  for (const [n, item] of lines(items).entries()) {
    if (!brief) break
    const own = briefLine(item, ctx)
    if (!own) continue
    const seed = stableIndex(item.text, 3)
    const partner = others.length ? others[(n + seed) % others.length] : undefined
    const text = join(own, partner ? briefLine(partner, ctx) : null)
    out.push({
      format: 'question',
      opener: '',
      text: `${text}\n\n${ask(briefKind[item.theme], item.text, ctx)[0]![0]}`,
      source: `${item.text}|${partner?.text ?? ''}|brief`,
    })
  }
  return out.filter((c) => c.text.length <= MAX_POST_LENGTH)
}
