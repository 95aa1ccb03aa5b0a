import { useMutation } from '@tanstack/react-query'
import { Button } from '../../components/button'
import { apiError } from '../../lib/api'

/** The file name the server gave the backup ("chad-backup-2026-11-26T19-04-05Z.backup"). */
const fileNameOf = (res: Response) =>
  res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'chad.backup'

const megabytes = (bytes: number) =>
  bytes > 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`

/** Makes, verifies and downloads a backup; the server answers once the backup has been verified. */
function useDownloadBackup() {
  return useMutation({
    mutationFn: async () => {
      const res = await fetch('/api/admin/backup', { credentials: 'include' })
      if (!res.ok)
        throw apiError(
          { status: res.status, value: await res.json().catch(() => null) },
          `Failed to make a backup, response: ${res.statusText}`,
        )
      const blob = await res.blob()
      const name = fileNameOf(res)
      const link = document.createElement('a')
      link.href = URL.createObjectURL(blob)
      link.download = name
      link.click()
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
      return { name, size: blob.size }
    },
  })
}

/** /admin/backups: download a verified backup of the embedded database (docs/operating.md). */
export function BackupsPage() {
  const download = useDownloadBackup()
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Backups</h1>
        <p className="mt-1 text-slate-600">Keep a copy of every account, plan, token and metric</p>
      </header>
      <section className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <p className="text-sm text-slate-700">
          A backup is made while the server keeps serving, then checked by restoring it into a scratch
          database and counting every table before it is downloaded. Restore it with{' '}
          <code className="rounded bg-slate-100 px-1">bun run restore &lt;file&gt;</code> into an empty data
          directory.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? 'Making and verifying the backup...' : 'Download backup'}
          </Button>
          {download.isSuccess ? (
            <p role="status" className="text-sm text-emerald-700">
              Downloaded {download.data.name} ({megabytes(download.data.size)}), verified.
            </p>
          ) : null}
        </div>
        {download.error ? (
          <p role="alert" className="text-sm text-red-600">
            {download.error.message}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">
          The file holds every account and this data directory's secrets: keep it as safe as the server.
        </p>
      </section>
    </div>
  )
}
