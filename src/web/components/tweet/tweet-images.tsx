import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import type { CardLayout, CardSize } from '../../../shared/card'
import { checkImage, IMAGE_TYPES, MAX_ALT_LENGTH, MAX_IMAGES_PER_POST } from '../../../shared/images'
import { api, unwrap } from '../../lib/api'
import { type ScheduledTweet, sessionKey } from '../../lib/marketing-sessions'
import { toast } from '../../lib/store'

type PostImage = NonNullable<ScheduledTweet['images']>[number]

/** Where a picture's bytes are served (to its owner only). */
export const imageUrl = (id: string) => `/api/images/${id}`

/**
 * A post's pictures (issue #28): up to four, added by picking or dropping files, each with a
 * description for screen readers (a missing one is pointed out), moved left or right, removed. Files
 * are checked here first for a quick answer; the server checks them again from their bytes.
 */
export function TweetImages(props: { sessionId: string; tweet: ScheduledTweet; editable: boolean }) {
  const titleId = useId()
  const inputId = useId()
  const client = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [card, setCard] = useState<{
    layout: 'auto' | CardLayout
    size: CardSize
    background: string
    accent: string
  }>({ layout: 'auto', size: 'landscape', background: '#1e1b4b', accent: '#facc15' })
  const images = props.tweet.images ?? []
  const route = api['marketing-sessions']({ id: props.sessionId }).tweets({ tweetId: props.tweet.id })
  const path = `marketing-sessions/${props.sessionId}/tweets/${props.tweet.id}/images`
  const refresh = () => client.invalidateQueries({ queryKey: sessionKey(props.sessionId), exact: true })
  if (!props.editable && images.length === 0) return null

  async function add(files: File[]) {
    setProblem(null)
    const room = MAX_IMAGES_PER_POST - images.length
    if (files.length > room) {
      setProblem(
        `A post holds at most ${MAX_IMAGES_PER_POST} images; ${room === 0 ? 'remove one first' : `add ${room} more at most`}.`,
      )
      return
    }
    setBusy(true)
    try {
      for (const file of files) {
        const checked = checkImage(new Uint8Array(await file.arrayBuffer()))
        if ('problem' in checked) {
          setProblem(`${file.name}: ${checked.problem}`)
          return
        }
        unwrap(await route.images.post({ file }), path)
      }
    } catch (error) {
      setProblem((error as Error).message)
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
      await refresh()
    }
  }
  async function change(image: PostImage, body: { alt?: string; position?: number }) {
    try {
      unwrap(await route.images({ imageId: image.id }).patch(body), `${path}/${image.id}`)
    } catch (error) {
      toast(`Could not change the image: ${(error as Error).message}`, 'error')
    }
    await refresh()
  }
  async function remove(image: PostImage) {
    try {
      unwrap(await route.images({ imageId: image.id }).delete(), `${path}/${image.id}`)
    } catch (error) {
      toast(`Could not remove the image: ${(error as Error).message}`, 'error')
    }
    await refresh()
  }
  async function makeCard() {
    setProblem(null)
    setBusy(true)
    try {
      unwrap(
        await route.cards.post({
          size: card.size,
          ...(card.layout === 'auto' ? {} : { layout: card.layout }),
          style: { background: card.background, accent: card.accent },
        }),
        `marketing-sessions/${props.sessionId}/tweets/${props.tweet.id}/cards`,
      )
    } catch (error) {
      setProblem((error as Error).message)
    } finally {
      setBusy(false)
      await refresh()
    }
  }
  const undescribed = images.filter((i) => !i.alt).length

  return (
    <section
      aria-labelledby={titleId}
      className={`mt-4 rounded-xl border-t border-slate-100 pt-4 ${dragging ? 'bg-indigo-50 ring-2 ring-indigo-300' : ''}`}
      onDragOver={(e) => {
        if (!props.editable) return
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        if (!props.editable) return
        e.preventDefault()
        setDragging(false)
        void add([...e.dataTransfer.files])
      }}
    >
      <div className="flex items-center justify-between">
        <h3 id={titleId} className="text-sm font-medium text-slate-500">
          Images {images.length ? `(${images.length} of ${MAX_IMAGES_PER_POST})` : ''}
        </h3>
        {props.editable && images.length < MAX_IMAGES_PER_POST ? (
          <>
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-within:ring-2 focus-within:ring-indigo-400"
            >
              <ImagePlus className="h-4 w-4" aria-hidden /> {busy ? 'Adding...' : 'Add images'}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              multiple
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              disabled={busy}
              onChange={(e) => void add([...(e.target.files ?? [])])}
            />
          </>
        ) : null}
      </div>
      {props.editable && props.tweet.card_suggested && images.length === 0 ? (
        <p className="mt-1 text-sm text-indigo-700" data-testid="card-suggested">
          Suggested: its words would make a strong quote card.
        </p>
      ) : null}
      {props.editable && images.length < MAX_IMAGES_PER_POST ? (
        <fieldset className="mt-2 flex flex-wrap items-end gap-2 text-xs text-slate-600" disabled={busy}>
          <legend className="sr-only">Quote card</legend>
          <label className="flex flex-col gap-0.5">
            Card shows
            <select
              value={card.layout}
              onChange={(e) => setCard({ ...card, layout: e.target.value as typeof card.layout })}
              className="rounded-md border border-slate-200 px-1.5 py-1"
            >
              <option value="auto">The strongest words</option>
              <option value="quote">Someone's words</option>
              <option value="number">The headline number</option>
              <option value="line">The first line</option>
            </select>
          </label>
          <label className="flex flex-col gap-0.5">
            Size
            <select
              value={card.size}
              onChange={(e) => setCard({ ...card, size: e.target.value as CardSize })}
              className="rounded-md border border-slate-200 px-1.5 py-1"
            >
              <option value="landscape">1200 × 675</option>
              <option value="square">1080 × 1080</option>
            </select>
          </label>
          <label className="flex flex-col gap-0.5">
            Background
            <input
              type="color"
              value={card.background}
              onChange={(e) => setCard({ ...card, background: e.target.value })}
              className="h-7 w-10 rounded border border-slate-200"
            />
          </label>
          <label className="flex flex-col gap-0.5">
            Accent
            <input
              type="color"
              value={card.accent}
              onChange={(e) => setCard({ ...card, accent: e.target.value })}
              className="h-7 w-10 rounded border border-slate-200"
            />
          </label>
          <button
            type="button"
            onClick={() => void makeCard()}
            className="rounded-lg border border-indigo-200 px-2 py-1 font-semibold text-indigo-700 hover:bg-indigo-50"
          >
            Make a card
          </button>
        </fieldset>
      ) : null}
      {props.editable && images.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">
          Drop PNG, JPEG, WebP or GIF files here, up to {MAX_IMAGES_PER_POST}.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {undescribed && props.editable ? (
        <p role="status" className="mt-2 text-sm text-amber-700">
          {undescribed === 1 ? 'One image has' : `${undescribed} images have`} no description: people who use
          a screen reader will not know what it shows.
        </p>
      ) : null}
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.id} className="flex flex-col gap-1">
            <img
              src={imageUrl(image.id)}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="aspect-square w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
            />
            {props.editable ? (
              <>
                <label className="sr-only" htmlFor={`${image.id}-alt`}>
                  Description of image {i + 1}
                </label>
                <textarea
                  id={`${image.id}-alt`}
                  defaultValue={image.alt}
                  maxLength={MAX_ALT_LENGTH}
                  rows={2}
                  placeholder="Describe the image"
                  className="w-full rounded-md border border-slate-200 px-2 py-1 text-xs"
                  onBlur={(e) => {
                    if (e.target.value.trim() !== image.alt) void change(image, { alt: e.target.value })
                  }}
                />
                <div className="flex justify-between">
                  <button
                    type="button"
                    aria-label={`Move image ${i + 1} left`}
                    disabled={i === 0}
                    onClick={() => void change(image, { position: i - 1 })}
                    className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ArrowLeft className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove image ${i + 1}`}
                    onClick={() => void remove(image)}
                    className="rounded p-1 text-red-600 hover:bg-red-50"
                  >
                    <Trash2 className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Move image ${i + 1} right`}
                    disabled={i === images.length - 1}
                    onClick={() => void change(image, { position: i + 1 })}
                    className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
                  >
                    <ArrowRight className="h-4 w-4" />
                  </button>
                </div>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
