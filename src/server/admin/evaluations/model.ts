import { t } from 'elysia'
import { CRITERION_IDS } from '../../../shared/content-rubric'

const criterionId = t.UnionEnum(CRITERION_IDS)

export const criterionResult = t.Object({
  id: criterionId,
  label: t.String(),
  pass: t.Boolean(),
  score: t.Number(),
  measured: t.String(),
  threshold: t.String(),
  examples: t.Array(t.String()),
})

export const planScore = t.Object({
  pass: t.Boolean(),
  score: t.Number(),
  criteria: t.Array(criterionResult),
  posts: t.Number(),
  pillars: t.Number(),
})

export const founderResult = t.Object({
  founder_id: t.String(),
  founder_name: t.String(),
  /** Messages in the interview. */
  turns: t.Number(),
  /** Whether the interviewer ended the interview itself (rather than the turn cap). */
  ended: t.Boolean(),
  pillar_titles: t.Array(t.String()),
  /** Pillars + schedule generation, milliseconds. */
  plan_ms: t.Number(),
  interview_ms: t.Number(),
  /** Why no plan could be scored (the plan then fails). */
  error: t.Nullable(t.String()),
  score: t.Nullable(planScore),
})

export const evaluation = t.Object({
  provider: t.Union([t.Literal('openai'), t.Literal('offline')]),
  interviewer: t.Object({ id: t.String(), name: t.String() }),
  pass: t.Boolean(),
  score: t.Number(),
  criteria: t.Array(
    t.Object({ id: criterionId, label: t.String(), passed: t.Number(), of: t.Number(), score: t.Number() }),
  ),
  founders: t.Array(founderResult),
})
export type EvaluationDto = typeof evaluation.static
export type FounderResultDto = typeof founderResult.static

export const evaluationBody = t.Object({
  interviewer_persona_id: t.Optional(t.String({ format: 'uuid' })),
  founder_ids: t.Optional(t.Array(t.String({ format: 'uuid' }), { minItems: 1, maxItems: 12 })),
})
export type EvaluationOptions = typeof evaluationBody.static
