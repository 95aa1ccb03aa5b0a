import { Command } from 'commander'
import { connect, connectionFrom, ok } from '../client'

export const conversationsCommand = new Command('conversations').description('Persona conversations')

conversationsCommand
  .command('play')
  .description('Take AI-vs-AI turns until the interviewer ends the conversation, printing each message')
  .argument('<id>', 'conversation id')
  .option('--max-turns <n>', 'stop after this many turns', '40')
  .action(async (id: string, opts: { maxTurns: string }, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const conversation = ok(await api.conversations({ id }).get())
    for (const m of conversation.messages) console.log(`${m.persona_name}: ${m.content}\n`)
    if (conversation.ended) return console.log('(the conversation has already ended)')
    for (let turn = 0; turn < Number(opts.maxTurns); turn++) {
      const { message, next_action } = ok(await api.conversations({ id })['agent-turn'].post())
      console.log(`${message.persona_name}: ${message.content}\n`)
      if (next_action === 'end') return console.log('(interview complete)')
    }
    console.log(`(stopped after ${opts.maxTurns} turns)`)
  })
