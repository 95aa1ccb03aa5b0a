import { useState } from 'react'
import { NETWORK_RULES, type Network, variantProblem } from '../../../shared/networks'
import { Button } from '../../components/button'
import { ChannelsPanel } from '../../components/channels/channels-panel'
import { sendChannelTestPost, useChannels } from '../../lib/channels'
import { TestPostResult } from './test-post-result'

/** The other networks on the test page: connect them, then send a test post to one. */
export function ChannelTestPost() {
  const channels = useChannels()
  const connected = (channels.data ?? []).filter((c) => c.network !== 'x' && c.account)
  const [chosen, setChosen] = useState<Network | ''>('')
  const [content, setContent] = useState('')
  const [reply, setReply] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const network = (chosen || connected[0]?.network) as Network | undefined
  const channel = connected.find((c) => c.network === network)
  const problem = channel && content ? variantProblem(channel.network, content, channel.post_limit) : null

  async function send() {
    if (!network) return
    if (!content.trim()) return setResult({ ok: false, text: 'Please enter the post' })
    setSending(true)
    setResult(null)
    try {
      const sent = await sendChannelTestPost(network, reply === null ? { content } : { content, reply })
      setContent('')
      setReply(null)
      setResult({ ok: true, text: `Posted to ${channel?.name}: ${sent.post.url}` })
    } catch (error) {
      setResult({ ok: false, text: (error as Error).message })
    } finally {
      setSending(false)
    }
  }

  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby="channels-title"
    >
      <h2 id="channels-title" className="font-semibold text-slate-900">
        LinkedIn, Bluesky and Mastodon
      </h2>
      <ChannelsPanel without={['x']} />
      {connected.length ? (
        <div className="space-y-3 border-t border-slate-200 pt-3">
          <label className="block text-sm font-medium text-slate-900">
            Test post to
            <select
              className="ml-2 rounded-lg border border-slate-300 px-2 py-1 text-sm"
              value={network}
              onChange={(e) => setChosen(e.target.value as Network)}
            >
              {connected.map((c) => (
                <option key={c.network} value={c.network}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <textarea
            aria-label="Channel test post"
            value={content}
            rows={4}
            onChange={(e) => setContent(e.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <div className="flex items-center justify-between gap-2">
            <span className={`text-xs ${problem ? 'text-red-600' : 'text-slate-500'}`}>
              {problem ??
                (channel
                  ? `${NETWORK_RULES[channel.network].count(content)}/${channel.post_limit} ${NETWORK_RULES[channel.network].unit}`
                  : '')}
            </span>
            <label className="flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={reply !== null}
                onChange={(e) => setReply(e.target.checked ? '' : null)}
              />
              Two-part thread{channel && !channel.threads ? ' (one post on LinkedIn)' : ''}
            </label>
          </div>
          {reply !== null ? (
            <textarea
              aria-label="Second part"
              value={reply}
              rows={3}
              onChange={(e) => setReply(e.target.value)}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          ) : null}
          <div className="flex justify-end">
            <Button onClick={send} disabled={sending || Boolean(problem)}>
              {sending ? 'Posting...' : `Send test post to ${channel?.name ?? ''}`}
            </Button>
          </div>
          <TestPostResult result={result} />
        </div>
      ) : null}
    </section>
  )
}
