import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from 'react'
import { isAdmin } from '../../lib/auth-client'
import {
  type Channel,
  channelsKey,
  connectBluesky,
  connectChannelWithPopup,
  useChannels,
  useDisconnectChannel,
  useResumePosting,
} from '../../lib/channels'
import { useSession } from '../../lib/session'
import { toast } from '../../lib/store'
import { Button } from '../button'
import { Spinner } from '../spinner'

/** What an admin sets for a network that needs the server's own app (X and LinkedIn). */
const SETUP: Record<string, string> = {
  x: 'X_CLIENT_ID and X_CLIENT_SECRET',
  linkedin: 'LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET',
}

/**
 * Every network a plan can go to: the account on it, its state, and what to do about it. X's own
 * button (`xAction`) is given by the page, since X's account modal lists the other channels.
 */
export function ChannelsPanel({ without = [], xAction }: { without?: string[]; xAction?: ReactNode }) {
  const channels = useChannels()
  if (channels.isPending) return <Spinner text="Loading your channels..." />
  if (channels.isError)
    return (
      <p role="alert" className="text-sm text-red-600">
        {channels.error.message}{' '}
        <button type="button" className="font-semibold underline" onClick={() => channels.refetch()}>
          Try again
        </button>
      </p>
    )
  return (
    <ul className="divide-y divide-slate-200">
      {channels.data
        .filter((channel) => !without.includes(channel.network))
        .map((channel) => (
          <ChannelRow key={channel.network} channel={channel} xAction={xAction} />
        ))}
    </ul>
  )
}

const handleOf = (channel: Channel) =>
  channel.network === 'linkedin' ? channel.account?.display_name : `@${channel.account?.username}`

function ChannelRow({ channel, xAction }: { channel: Channel; xAction?: ReactNode }) {
  const admin = isAdmin(useSession().data)
  const client = useQueryClient()
  const disconnect = useDisconnectChannel()
  const [form, setForm] = useState(false)
  const [busy, setBusy] = useState(false)
  // Disconnecting drops the posts still to go there: the user says so twice.
  const [confirming, setConfirming] = useState(false)
  const connected = (c: Channel) => {
    client.invalidateQueries({ queryKey: channelsKey })
    setForm(false)
    toast(`${c.name} connected as ${handleOf(c)}`, 'success')
  }
  const popup = async (instance?: string) => {
    setBusy(true)
    try {
      connected(await connectChannelWithPopup(channel.network as 'linkedin' | 'mastodon', instance))
    } catch (error) {
      toast((error as Error).message)
    } finally {
      setBusy(false)
      // The popup may have connected the account even when its message was lost (closed early).
      client.invalidateQueries({ queryKey: channelsKey })
    }
  }
  const state = !channel.account
    ? channel.configured
      ? 'Not connected'
      : 'Not set up on this server'
    : channel.account.needs_reconnect
      ? `${handleOf(channel)}: needs reconnecting before posts can go out`
      : channel.account.posting_paused
        ? `${handleOf(channel)}: posting paused`
        : `Connected as ${handleOf(channel)}`
  const action =
    channel.network === 'x' ? (
      channel.configured || channel.account ? (
        xAction
      ) : null
    ) : channel.account ? (
      <div className="flex gap-2">
        {channel.account.needs_reconnect ? (
          <Button
            size="sm"
            onClick={() => (channel.connect === 'oauth' ? popup() : setForm(true))}
            disabled={busy}
          >
            Reconnect
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={disconnect.isPending || confirming}
          onClick={() => setConfirming(true)}
        >
          Disconnect
        </Button>
      </div>
    ) : channel.configured ? (
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-expanded={channel.connect === 'oauth' ? undefined : form}
        onClick={() => (channel.connect === 'oauth' ? popup() : setForm(!form))}
      >
        {busy ? 'Connecting...' : form ? 'Cancel' : `Connect ${channel.name}`}
      </Button>
    ) : null
  return (
    <li className="py-3" data-testid={`channel-${channel.network}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{channel.name}</p>
          <p
            className={`text-sm ${channel.account?.needs_reconnect ? 'text-amber-800' : 'text-slate-600'} break-words`}
          >
            {state}
            {channel.account?.instance && channel.network === 'mastodon'
              ? ` · posts up to ${channel.post_limit} characters`
              : ''}
          </p>
          {!channel.configured && !channel.account && admin && SETUP[channel.network] ? (
            <p className="mt-1 text-xs text-slate-500">
              Set {SETUP[channel.network]} and restart the server (docs/posting.md).
            </p>
          ) : null}
        </div>
        {action}
      </div>
      {confirming && channel.account ? (
        <div
          role="alertdialog"
          aria-label={`Disconnect ${channel.name}?`}
          className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 p-3"
        >
          <p className="min-w-0 flex-1 basis-56 text-sm text-slate-800">
            Disconnect {channel.name}? Approved posts still to go will no longer be posted there; a text you
            wrote for {channel.name} is kept.
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              variant="danger"
              autoFocus
              disabled={disconnect.isPending}
              onClick={() =>
                disconnect.mutate(channel.network, {
                  onSuccess: () => {
                    setConfirming(false)
                    toast(`${channel.name} disconnected`, 'success')
                  },
                  onError: (error) => toast(error.message),
                })
              }
            >
              {disconnect.isPending ? 'Disconnecting...' : `Disconnect ${channel.name}`}
            </Button>
          </div>
        </div>
      ) : null}
      {channel.account?.posting_paused ? <PostingPaused channel={channel} /> : null}
      {form && channel.network === 'mastodon' ? <MastodonForm busy={busy} onConnect={popup} /> : null}
      {form && channel.network === 'bluesky' ? <BlueskyForm onConnected={connected} /> : null}
    </li>
  )
}

/** A channel the network paused (X's usage cap or spent credits): why, in its words, and the way on. */
export function PostingPaused({ channel }: { channel: Channel }) {
  const resume = useResumePosting()
  return (
    <div
      role="status"
      className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3"
      data-testid={`posting-paused-${channel.network}`}
    >
      <p className="min-w-0 flex-1 basis-56 text-sm text-amber-900 break-words">
        {channel.account?.posting_paused}
      </p>
      <Button
        size="sm"
        disabled={resume.isPending}
        onClick={() =>
          resume.mutate(channel.network, {
            onSuccess: () => toast(`Posting to ${channel.name} resumed`, 'success'),
            onError: (error) => toast(error.message),
          })
        }
      >
        {resume.isPending ? 'Resuming...' : 'Resume posting'}
      </Button>
    </div>
  )
}

/** X's pause, where X is shown apart from the other networks (its card and its account modal). */
export function XPostingPaused() {
  const x = useChannels().data?.find((c) => c.network === 'x')
  return x?.account?.posting_paused ? <PostingPaused channel={x} /> : null
}

/** A labelled text input of the connect forms. */
function Field({
  label,
  value,
  onChange,
  className = '',
  ...input
}: { label: string; value: string; onChange: (value: string) => void; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>) {
  return (
    <label className={`text-sm text-slate-700 ${className}`}>
      {label}
      <input
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </label>
  )
}

/** Mastodon lives on many servers: the user names theirs, then consents there. */
function MastodonForm({ busy, onConnect }: { busy: boolean; onConnect: (instance: string) => void }) {
  const [instance, setInstance] = useState('')
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (instance.trim()) onConnect(instance.trim())
      }}
    >
      <Field
        label="Your Mastodon server"
        className="min-w-0 flex-1"
        value={instance}
        onChange={setInstance}
        placeholder="mastodon.social"
        autoComplete="url"
        autoFocus
        required
      />
      <Button type="submit" size="md" disabled={busy || !instance.trim()}>
        {busy ? 'Connecting...' : 'Continue'}
      </Button>
    </form>
  )
}

/** Bluesky signs in with an app password the user creates for us (and can revoke alone). */
function BlueskyForm({ onConnected }: { onConnected: (channel: Channel) => void }) {
  const [identifier, setIdentifier] = useState('')
  const [password, setPassword] = useState('')
  const [server, setServer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      onConnected(
        await connectBluesky({ identifier, app_password: password, ...(server.trim() ? { server } : {}) }),
      )
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="mt-3 grid gap-2 sm:grid-cols-2" onSubmit={submit}>
      {/* The form opens where the user clicked: typing goes straight into it. */}
      <Field
        label="Handle"
        value={identifier}
        onChange={setIdentifier}
        placeholder="you.bsky.social"
        autoComplete="username"
        autoFocus
        required
      />
      <Field
        label="App password"
        type="password"
        value={password}
        onChange={setPassword}
        placeholder="xxxx-xxxx-xxxx-xxxx"
        autoComplete="off"
        required
      />
      <details className="text-sm text-slate-600 sm:col-span-2">
        <summary className="cursor-pointer">Account on another server than bsky.social?</summary>
        <Field
          label="Server"
          className="mt-2 block"
          value={server}
          onChange={setServer}
          placeholder="pds.example.com"
        />
      </details>
      <p className="text-xs text-slate-500 sm:col-span-2">
        Create an app password in Bluesky under Settings → Privacy and security → App passwords. Chad never
        sees your account password.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Connecting...' : 'Connect Bluesky'}
        </Button>
      </div>
    </form>
  )
}
