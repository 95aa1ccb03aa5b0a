const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' } as const

/** A spinner in sizes sm, md, lg with default text 'Processing...' (SPEC §2). */
export function Spinner({
  size = 'md',
  text = 'Processing...',
}: {
  size?: keyof typeof sizes
  text?: string | null
}) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 text-slate-500">
      <span className={`animate-spin rounded-full border-indigo-200 border-t-indigo-600 ${sizes[size]}`} />
      {text ? <span className="text-sm">{text}</span> : null}
    </div>
  )
}

/** Centred spinner that fills the page while something loads. */
export function PageLoading({ text }: { text?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner text={text ?? 'Loading...'} />
    </div>
  )
}
