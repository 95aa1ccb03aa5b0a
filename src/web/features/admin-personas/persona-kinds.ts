import type { PersonaTag } from './api'

/** What differs between Base Prompts and Founders (SPEC §2). */
export type PersonaKind = {
  tag: Extract<PersonaTag, 'base_prompt' | 'founder'>
  basePath: string
  title: string
  newLabel: string
  namePlaceholder: string
  textPlaceholder: string
  createError: string
  emptyState: string
  defaultBox: boolean
}

export const basePromptKind: PersonaKind = {
  tag: 'base_prompt',
  basePath: '/admin/prompts',
  title: 'Base Prompts',
  newLabel: 'New Base Prompt',
  namePlaceholder: 'Prompt Name',
  textPlaceholder: 'Prompt Description',
  createError: 'Error creating base prompt',
  emptyState: 'Select a prompt to view its details',
  defaultBox: true,
}

export const founderKind: PersonaKind = {
  tag: 'founder',
  basePath: '/admin/founders',
  title: 'Founders',
  newLabel: 'New Founder',
  namePlaceholder: 'Founder Name',
  textPlaceholder: 'Founder Description',
  createError: 'Error creating founder',
  emptyState: 'Select a founder to view their details',
  defaultBox: false,
}
