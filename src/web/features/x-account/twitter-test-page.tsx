import { useState } from 'react'
import { TWEET_LIMIT } from '../../../shared/limits'
import { Button } from '../../components/button'
import { ConnectXButton } from '../../components/connect-x'
import { Logo } from '../../components/logo'
import { sendTestTweet, useDisconnectX, useXAccount } from '../../lib/x-account'
import { ChannelTestPost } from './channel-test-post'
import { TestPostResult } from './test-post-result'

/** /twitter: connect or disconnect the account and send a test post (SPEC §2). */
export function TwitterTestPage() {
  const account = useXAccount()
  const disconnect = useDisconnectX()
  const [content, setContent] = useState('')
  /** A second part, when the user tests a two-part thread. */
  const [reply, setReply] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string; url?: string } | null>(null)

  async function send() {
    if (!content.trim()) return setResult({ ok: false, text: 'Please enter tweet content' })
    if (reply !== null && !reply.trim()) return setResult({ ok: false, text: 'Please enter the second part' })
    setSending(true)
    setResult(null)
    let sent: Awaited<ReturnType<typeof sendTestTweet>>
    try {
      sent = await sendTestTweet(reply === null ? { content } : { content, reply })
    } catch (error) {
      return setResult({ ok: false, text: (error as Error).message })
    } finally {
      setSending(false)
    }
    setContent('')
    setReply(null)
    setResult({
      ok: true,
      text: `${sent.reply ? 'Thread' : 'Tweet'} posted successfully! View it at: ${sent.tweet.twitter_url}`,
      url: sent.tweet.twitter_url,
    })
  }

  return (
    <div className="min-h-full bg-slate-50">
      <header className="border-b border-slate-200 bg-white px-4 py-2">
        <Logo />
      </header>
      <main className="mx-auto max-w-xl space-y-6 p-6">
        <h1 className="text-2xl font-bold text-slate-900">X connection test</h1>
        <section className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <ConnectXButton />
          {account.data ? (
            <Button
              variant="danger"
              disabled={disconnect.isPending}
              onClick={async () => {
                try {
                  await disconnect.mutateAsync()
                  setResult({ ok: true, text: 'Twitter account disconnected successfully' })
                } catch (e) {
                  setResult({
                    ok: false,
                    text: (e as Error).message || 'Failed to disconnect Twitter account',
                  })
                }
              }}
            >
              {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
            </Button>
          ) : null}
        </section>
        <section className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <label htmlFor="test-post" className="block font-medium text-slate-900">
            Test post
          </label>
          <textarea
            id="test-post"
            value={content}
            maxLength={TWEET_LIMIT}
            rows={4}
            onChange={(e) => setContent(e.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            placeholder="What's happening?"
          />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-slate-500">
              {content.length}/{TWEET_LIMIT}
            </span>
            <label className="flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={reply !== null}
                onChange={(e) => setReply(e.target.checked ? '' : null)}
              />
              Two-part thread
            </label>
          </div>
          {reply !== null ? (
            <>
              <label htmlFor="test-reply" className="block font-medium text-slate-900">
                Second part
              </label>
              <textarea
                id="test-reply"
                value={reply}
                maxLength={TWEET_LIMIT}
                rows={3}
                onChange={(e) => setReply(e.target.value)}
                className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
                placeholder="Posted as a reply to the first part"
              />
              <span className="block text-xs text-slate-500">
                {reply.length}/{TWEET_LIMIT}
              </span>
            </>
          ) : null}
          <div className="flex justify-end">
            <Button onClick={send} disabled={sending || !account.data}>
              {sending ? 'Posting...' : reply !== null ? 'Send test thread' : 'Send test post'}
            </Button>
          </div>
          <TestPostResult result={result} />
        </section>
        <ChannelTestPost />
      </main>
    </div>
  )
}
