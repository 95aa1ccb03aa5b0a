import { z } from 'zod'

/**
 * Reading a model's JSON answer. With `json_schema` the server enforces the shape; in JSON mode
 * (servers without `json_schema`) or with no response format at all, models wrap JSON in code
 * fences, add a sentence around it, or answer with the bare array: this accepts those and checks
 * the shape with zod. Items are checked one by one later (draft-rules), so one bad item does not
 * cost the whole answer.
 */

export const pillarsAnswer = z.object({
  pillars: z.array(z.object({ title: z.string(), description: z.string() })),
})
export const tweetsAnswer = z.object({
  tweets: z.array(
    // `thread`: a thread's parts (the first = content), [] for a single post. `sources`: the founder's
    // exact sentences the post was written from (checked against the interview afterwards). `linkedin`:
    // its LinkedIn version, "" for none (strict output has every property).
    z.object({
      slot: z.number(),
      pillar: z.number(),
      content: z.string(),
      thread: z.array(z.string()),
      sources: z.array(z.string()),
      linkedin: z.string(),
    }),
  ),
})
/** Rewrite: alternatives for one post. */
export const alternativesAnswer = z.object({ alternatives: z.array(z.string()) })

/** The JSON schema sent as `response_format` (strict mode: every property required, no others). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>
  return rest
}

/** The lenient envelope: the list must be there, each item is judged later. */
const envelopes = {
  pillars: z.object({ pillars: z.array(z.unknown()) }),
  tweets: z.object({ tweets: z.array(z.unknown()) }),
  alternatives: z.object({ alternatives: z.array(z.unknown()) }),
}
export type AnswerKind = keyof typeof envelopes

/** `reason` is short enough for users; `detail` tells the model what to fix. */
export type ParsedAnswer =
  | { ok: true; items: unknown[]; truncated?: boolean }
  | { ok: false; reason: string; detail: string }

/** The outermost JSON object or array in the text (after stripping code fences). */
function jsonPart(text: string): string {
  // Reasoning models (DeepSeek-R1, Qwen) may think aloud first, braces and all.
  const unfenced = text
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .replace(/```(?:json)?/gi, '')
    .trim()
  const start = unfenced.search(/[[{]/)
  if (start < 0) return unfenced
  const close = unfenced[start] === '{' ? '}' : ']'
  const end = unfenced.lastIndexOf(close)
  return end > start ? unfenced.slice(start, end + 1) : unfenced.slice(start)
}

/**
 * The complete items of a list cut off mid-way (a model that hit its output limit): every object of
 * the array after `"kind":` (or of a bare array) that closed before the text ends.
 */
export function completeItems(kind: AnswerKind, text: string): unknown[] {
  const key = text.search(new RegExp(`"${kind}"\\s*:\\s*\\[`))
  const open = key >= 0 ? text.indexOf('[', key) : text.trimStart().startsWith('[') ? text.indexOf('[') : -1
  if (open < 0) return []
  const items: unknown[] = []
  let depth = 0
  let start = -1
  let inString = false
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
      continue
    }
    if (c === '"') inString = true
    else if (c === '{' && depth++ === 0) start = i
    else if (c === '}' && --depth === 0) {
      try {
        items.push(JSON.parse(text.slice(start, i + 1)))
      } catch {
        // a malformed item is left out; its slot counts as missing
      }
    } else if (c === ']' && depth === 0) break
  }
  return items
}

export function parseAnswer(kind: AnswerKind, text: string | null | undefined): ParsedAnswer {
  if (!text?.trim()) return { ok: false, reason: 'it was empty', detail: 'the answer was empty' }
  let value: unknown
  try {
    value = JSON.parse(jsonPart(text))
  } catch (error) {
    const salvaged = completeItems(kind, jsonPart(text))
    if (salvaged.length) return { ok: true, items: salvaged, truncated: true }
    return {
      ok: false,
      reason: 'it was not valid JSON',
      detail: `the answer was not valid JSON (${(error as Error).message})`,
    }
  }
  // A bare list, or the one list of an object that named it differently ("posts"), is the list asked for.
  if (Array.isArray(value)) value = { [kind]: value }
  if (value && typeof value === 'object' && !(kind in value)) {
    const lists = Object.values(value).filter(Array.isArray)
    if (lists.length === 1) value = { [kind]: lists[0] }
  }
  const parsed = envelopes[kind].safeParse(value)
  if (!parsed.success)
    return {
      ok: false,
      reason: 'it did not have the shape asked for',
      detail: `the answer did not have the shape asked for: {"${kind}": [...]}`,
    }
  const items = (parsed.data as Record<AnswerKind, unknown[]>)[kind]
  return { ok: true, items }
}
