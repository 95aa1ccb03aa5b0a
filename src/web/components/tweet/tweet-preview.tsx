import type { ScheduledTweet } from '../../lib/marketing-sessions'
import type { XAccount } from '../../lib/x-account'

/** Who the post appears from: the connected X account, or a placeholder brand (SPEC §2). */
export type PreviewAccount = Pick<XAccount, 'display_name' | 'username' | 'profile_image_url'> | null

/** The post's author line as X would show it. */
export function TweetAuthor({ account }: { account: PreviewAccount }) {
  return (
    <div className="flex items-center gap-3">
      {account?.profile_image_url ? (
        <img src={account.profile_image_url} alt="" className="h-10 w-10 rounded-full" />
      ) : (
        <span className="grid h-10 w-10 place-items-center rounded-full bg-slate-200 text-sm font-bold text-slate-600">
          {(account?.display_name ?? 'Your Brand').charAt(0)}
        </span>
      )}
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{account?.display_name ?? 'Your Brand'}</p>
        <p className="text-slate-500">{account ? `@${account.username}` : '@yourbrand'}</p>
      </div>
    </div>
  )
}

/** The text of a post, or a thread's numbered parts. */
export function TweetText({ tweet }: { tweet: ScheduledTweet }) {
  const parts = tweet.thread_parts
  if (!parts)
    return (
      <p className="mt-3 text-[15px] whitespace-pre-wrap text-slate-900" data-testid="tweet-content">
        {tweet.content}
      </p>
    )
  return (
    <ol className="mt-3 space-y-2" aria-label={`Thread of ${parts.length} parts`}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part is its position
        <li key={i} className="border-l-2 border-indigo-200 pl-3" data-testid="thread-part">
          <span className="text-xs font-semibold text-slate-500">
            {i + 1}/{parts.length}
          </span>
          <p
            className="text-[15px] whitespace-pre-wrap text-slate-900"
            data-testid={i === 0 ? 'tweet-content' : undefined}
          >
            {part}
          </p>
        </li>
      ))}
    </ol>
  )
}
