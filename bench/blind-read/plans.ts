// What run.ts writes: plans.json (everything, for us and table.ts) and one file per founder for the
// blind reader (who they are, what they said, their themes and the posts: no engine metadata).
import type { PlanChecks } from './checks'

export type TranscriptLine = {
  speaker: 'interviewer' | 'founder'
  content: string
  /** What the founder took the question to ask, e.g. "product+audience" (founder lines only). */
  key?: string
}

export type PlanPost = {
  /** P1…Pn in schedule order. */
  number: string
  /** The post as read: a thread's parts joined by a blank line. */
  text: string
  thread_parts: string[] | null
  scheduled_time: string
  week: 1 | 2
  pillar_title: string | null
}

export type FounderPlan = {
  id: string
  name: string
  company: string
  style: string
  description: string
  /** The founder sent its opening before any question (the API allowed it). */
  opened_first: boolean
  answers: number
  /** The interviewer ended the interview by itself (within the answer limit). */
  ended: boolean
  transcript: TranscriptLine[]
  pillars: { title: string; description: string | null; selected: boolean }[]
  posts: PlanPost[]
  timings_ms: { interview: number; pillars: number; schedule: number; plan: number }
  checks: PlanChecks | null
  /** Why the plan could not be made (the interview did not end, a request failed). */
  error: string | null
}

export type PlansFile = { generated_at: string; founders: FounderPlan[] }

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')

/** The blind reader's file: the founder in one neutral paragraph, the interview, the themes, the posts. */
export function readerMarkdown(plan: FounderPlan): string {
  const first = plan.name.split(' ')[0]
  const lines = [`# ${plan.name}, ${plan.company}`, '', plan.description, '', '## The interview', '']
  for (const l of plan.transcript)
    lines.push(`**${l.speaker === 'interviewer' ? 'Interviewer' : first}:** ${l.content}`, '')
  lines.push('## The themes (the three chosen are marked)', '')
  plan.pillars.forEach((p, i) => {
    const chosen = p.selected ? ' (chosen)' : ''
    lines.push(`${i + 1}. **${p.title}**${chosen}${p.description ? ` — ${p.description}` : ''}`)
  })
  lines.push('', `## The posts (${plan.posts.length})`, '')
  if (plan.error) lines.push(`No posts: ${plan.error}`, '')
  for (const post of plan.posts) lines.push(`### ${post.number}`, '', quoted(post.text), '')
  return `${lines.join('\n').trimEnd()}\n`
}

/** A verdicts file for the reader to fill: every post of every founder, no verdict yet. */
export function verdictTemplate(plans: PlansFile, date: string) {
  return {
    date,
    reader: '',
    plans_generated_at: plans.generated_at,
    founders: Object.fromEntries(
      plans.founders.map((f) => [
        f.id,
        Object.fromEntries(f.posts.map((p) => [p.number, { verdict: '', reason: '' }])),
      ]),
    ),
  }
}
