import { Argument, Command } from 'commander'
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../../shared/limits'
import { type Api, CliError, connect, connectionFrom, ok } from '../client'
import { printTable } from '../table'

const roleSchema = z.enum(['admin', 'user'])

async function findUserId(api: Api, emailOrId: string): Promise<string> {
  if (!emailOrId.includes('@')) return emailOrId
  const { users } = ok(await api.admin.users.get({ query: { search: emailOrId } }))
  const match = users.find((u) => u.email.toLowerCase() === emailOrId.toLowerCase())
  if (!match) throw new CliError(`No user with email ${emailOrId}`)
  return match.id
}

function printUsers(
  users: {
    id: string
    email: string
    name: string
    role: string
    banned: boolean
    createdAt: Date | string
  }[],
) {
  printTable(
    ['EMAIL', 'NAME', 'ROLE', 'CREATED', 'ID'],
    // Eden turns ISO strings into Dates on arrival.
    users.map((u) => [
      u.email,
      u.name,
      u.role + (u.banned ? ' (banned)' : ''),
      new Date(u.createdAt).toISOString().slice(0, 10),
      u.id,
    ]),
    'No users.',
  )
}

export const usersCommand = new Command('users').description(
  'Manage user accounts (admin credentials required)',
)

usersCommand
  .command('list')
  .description('List users, newest first')
  .option('-s, --search <text>', 'only users whose name or email contains this text (any case)')
  .option('--json', 'print JSON')
  .action(async (opts: { search?: string; json?: boolean }, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const { users } = ok(await api.admin.users.get({ query: { search: opts.search } }))
    if (opts.json) console.log(JSON.stringify(users, null, 2))
    else printUsers(users)
  })

usersCommand
  .command('create')
  .description('Create a user')
  .argument('<email>', 'email address of the new user')
  .requiredOption('-n, --name <name>', 'display name')
  .requiredOption(
    '-p, --new-password <password>',
    `password for the new user (at least ${PASSWORD_MIN_LENGTH} characters)`,
  )
  .option('--admin', 'give the new user the admin role')
  .action(
    async (email: string, opts: { name: string; newPassword: string; admin?: boolean }, cmd: Command) => {
      const input = z
        .object({
          email: z.email(),
          name: z.string().min(1),
          password: z
            .string()
            .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
        })
        .safeParse({ email, name: opts.name, password: opts.newPassword })
      if (!input.success) throw new CliError(input.error.issues.map((i) => i.message).join('; '))
      const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
      const user = ok(await api.admin.users.post({ ...input.data, role: opts.admin ? 'admin' : 'user' }))
      console.log(`Created ${user.email} (${user.role}) ${user.id}`)
    },
  )

usersCommand
  .command('set-role')
  .description("Change a user's role")
  .argument('<user>', 'email or id of the user')
  .addArgument(new Argument('<role>', 'new role').choices(roleSchema.options))
  .action(async (emailOrId: string, role: string, _opts: unknown, cmd: Command) => {
    const { api } = await connect(connectionFrom(cmd.optsWithGlobals()))
    const id = await findUserId(api, emailOrId)
    const user = ok(await api.admin.users({ id }).role.put({ role: roleSchema.parse(role) }))
    console.log(`${user.email} is now ${user.role}`)
  })
