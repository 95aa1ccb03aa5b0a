/** What a test post did: the link to it, or why it failed. */
export function TestPostResult({ result }: { result: { ok: boolean; text: string } | null }) {
  if (!result) return null
  return (
    <p role="status" className={`text-sm break-all ${result.ok ? 'text-emerald-700' : 'text-red-600'}`}>
      {result.text}
    </p>
  )
}
