import { Link } from 'wouter'

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2 font-bold text-slate-900 ${className}`}>
      <span className="grid h-8 w-8 place-items-center rounded-lg bg-indigo-600 text-white">C</span>
      <span className="text-lg tracking-tight">Chad</span>
    </Link>
  )
}
