/** Session list labels (SPEC §4). */
export function sessionStatusLabel(status: string): string {
  switch (status) {
    case 'draft':
      return 'Initial Chat'
    case 'pillars_selected':
      return 'Pillars Selected'
    case 'scheduled':
      return 'Tweets Scheduled'
    case 'published':
      return 'Tweets Published'
    default:
      return 'In Progress'
  }
}
