import { eq } from 'drizzle-orm'
import { scorePlan, summariseScores } from '../../../shared/content-rubric'
import type { TurnDeps, Viewer } from '../../context'
import { createConversation } from '../../conversations/service'
import { runAgentTurn } from '../../conversations/turns'
import type { Database } from '../../db/database'
import { conversations, marketingSessions, messages } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import { currentPrompt, defaultChad, listPersonas } from '../../personas/service'
import { generatePillars, selectPillars } from '../../pillars/pillars'
import { generateSchedule } from '../../schedule/schedule'
import { getSession } from '../../sessions/sessions'
import type { EvaluationDto, EvaluationOptions, FounderResultDto } from './model'

/** Messages after which an interview that the interviewer has not ended is cut, and the plan made anyway. */
export const MAX_INTERVIEW_MESSAGES = 40
/** Plans are made in this zone, so "week 2" means the same thing on every server. */
export const EVALUATION_TIME_ZONE = 'UTC'

const messageOf = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The evaluation failed unexpectedly for this founder'

/** Founders to evaluate: the ones asked for (each must be a founder persona), or every founder persona. */
async function foundersToEvaluate(db: Database, ids?: string[]) {
  const all = await listPersonas(db, ['founder'], false)
  if (!ids) return all.map((p) => ({ id: p.id, name: p.name })).sort((a, b) => a.name.localeCompare(b.name))
  return ids.map((id) => {
    const found = all.find((p) => p.id === id)
    if (!found) throw notFound('Founder')
    return { id: found.id, name: found.name }
  })
}

/**
 * One founder through the product as a user would go: an AI-vs-AI interview (the admin console's
 * agent turns), then pillars, the first 3 selected, and the schedule (the marketing-session service),
 * scored by the rubric. What it creates is owned by the admin and deleted before it returns.
 */
async function evaluateFounder(
  deps: TurnDeps,
  viewer: Viewer,
  interviewerId: string,
  founder: { id: string; name: string },
): Promise<FounderResultDto> {
  const { db } = deps
  const { now } = deps
  const result: FounderResultDto = {
    founder_id: founder.id,
    founder_name: founder.name,
    turns: 0,
    ended: false,
    pillar_titles: [],
    plan_ms: 0,
    interview_ms: 0,
    error: null,
    score: null,
  }
  const conversation = await createConversation(db, viewer, {
    persona_id_1: interviewerId,
    persona_id_2: founder.id,
  })
  try {
    const interviewStart = performance.now()
    while (!result.ended && result.turns < MAX_INTERVIEW_MESSAGES) {
      const turn = await runAgentTurn(deps, viewer, conversation.id)
      result.turns += 1
      result.ended = turn.next_action === 'end'
    }
    result.interview_ms = Math.round(performance.now() - interviewStart)
    if (!result.ended)
      await db.update(conversations).set({ endedAt: now() }).where(eq(conversations.id, conversation.id))

    const [session] = await db
      .insert(marketingSessions)
      .values({ userId: viewer.id, conversationId: conversation.id, timeZone: EVALUATION_TIME_ZONE })
      .returning({ id: marketingSessions.id })
    const planStart = performance.now()
    const start = now()
    const { narrative_pillars } = await generatePillars(deps, viewer, session!.id)
    await selectPillars(
      db,
      viewer,
      session!.id,
      narrative_pillars.slice(0, 3).map((p) => p.id),
    )
    await generateSchedule(deps, viewer, session!.id, EVALUATION_TIME_ZONE)
    result.plan_ms = Math.round(performance.now() - planStart)

    const plan = await getSession(db, viewer, session!.id)
    const answers = await db
      .select({ content: messages.content, persona: messages.persona })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
    result.pillar_titles = plan.narrative_pillars.map((p) => p.title)
    result.score = scorePlan({
      founderAnswers: answers.filter((m) => m.persona === 2).map((m) => m.content),
      pillars: plan.narrative_pillars,
      posts: plan.scheduled_tweets,
      start,
      timeZone: EVALUATION_TIME_ZONE,
    })
  } catch (error) {
    if (!(error instanceof HttpError))
      deps.logger.error('evaluation failed', { founderId: founder.id, error })
    result.error = messageOf(error)
  } finally {
    // The cascade removes the session, its pillars and posts: nothing is left for users to see.
    await db.delete(conversations).where(eq(conversations.id, conversation.id))
  }
  return result
}

/**
 * Plays the interviewer (the default Chad unless one is named) against founder personas and scores each
 * plan with the content rubric, on whichever AI provider the server runs. Founders run one after the
 * other so their timings are comparable. The evaluation is one deliberate admin action bounded by the
 * founder and turn caps, so it is not held to the per-minute AI limit meant for chats.
 */
export async function runEvaluation(
  deps: TurnDeps,
  viewer: Viewer,
  options: EvaluationOptions = {},
): Promise<EvaluationDto> {
  const { db } = deps
  const interviewer = options.interviewer_persona_id
    ? { id: options.interviewer_persona_id, ...(await currentPrompt(db, options.interviewer_persona_id)) }
    : await defaultChad(db)
  const founders = await foundersToEvaluate(db, options.founder_ids)
  if (founders.length === 0) throw new HttpError(409, 'There are no founder personas to evaluate')

  const evaluationDeps = { ...deps, aiCallsPerMinute: Number.POSITIVE_INFINITY }
  const results: FounderResultDto[] = []
  for (const founder of founders)
    results.push(await evaluateFounder(evaluationDeps, viewer, interviewer.id, founder))

  const scored = results.map((r) => r.score)
  const summary = summariseScores(scored.filter((s) => s !== null))
  const everyPlanScored = scored.every((s) => s !== null)
  return {
    provider: deps.ai.kind,
    interviewer: { id: interviewer.id, name: interviewer.name },
    pass: everyPlanScored && summary.pass,
    // A founder without a plan scores 0.
    score: Math.round(results.reduce((sum, r) => sum + (r.score?.score ?? 0), 0) / results.length),
    criteria: summary.criteria.map((c) => ({ ...c, of: results.length })),
    founders: results,
  }
}
