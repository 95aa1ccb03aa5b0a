/** The all-zero UUID stands for the human participant (SPEC §3, §9). */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000'
export const HUMAN_NAME = 'You'

export const isHuman = (personaId: string | null | undefined) => !personaId || personaId === NIL_UUID

type Named = { persona_id_1: string; persona_id_2: string; persona_1_name: string; persona_2_name: string }

/** A conversation with a human is named after the other persona; otherwise 'name1 × name2' (SPEC §2). */
export function conversationTitle(c: Named): string {
  if (isHuman(c.persona_id_1)) return c.persona_2_name
  if (isHuman(c.persona_id_2)) return c.persona_1_name
  return `${c.persona_1_name} × ${c.persona_2_name}`
}

/** Which side (1 or 2) is the human, if any. */
export function humanSide(c: Pick<Named, 'persona_id_1' | 'persona_id_2'>): 1 | 2 | null {
  if (isHuman(c.persona_id_1)) return 1
  if (isHuman(c.persona_id_2)) return 2
  return null
}

/**
 * Clipboard text (SPEC §9): 'Conversation between name1 and name2', BEGIN/END CONVERSATION markers and
 * one 'name: content' line per message; with a human on one side, the other persona's prompt comes first.
 */
export function formatConversationForCopy(
  c: Named & { persona_1_prompt?: string | null; persona_2_prompt?: string | null },
  messages: { persona: number; content: string; persona_name?: string }[],
): string {
  const name = (side: number) => (side === 1 ? c.persona_1_name : c.persona_2_name)
  const lines: string[] = []
  const human = humanSide(c)
  if (human) {
    const prompt = human === 1 ? c.persona_2_prompt : c.persona_1_prompt
    if (prompt) lines.push(prompt, '')
  }
  lines.push(`Conversation between ${c.persona_1_name} and ${c.persona_2_name}`, 'BEGIN CONVERSATION')
  for (const m of messages) lines.push(`${m.persona_name ?? name(m.persona)}: ${m.content}`)
  lines.push('END CONVERSATION')
  return lines.join('\n')
}
