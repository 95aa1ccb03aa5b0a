/** A post's time as the web shows it, in the viewer's locale: 'Mon, Nov 23, 9:30 AM'. */
export const slotTimeLabel = (d: Date | string) =>
  new Date(d).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
