import { renderToStaticMarkup } from 'react-dom/server'
import type { CurrentUser } from '@grile/shared/auth'
import { slotMarker, withoutScripts, type OwnStyles } from '@grile/shared/prerender'
import { AppProviders } from '@grile/shared/ui'
import { paths } from '../config/paths'
import { BUY_TOKENS_ATTRIBUTE } from '../features/user-home/components/home-buttons'
import {
  ATTEMPTS_LEFT_ATTRIBUTE,
  InteractiveCountdown,
} from '../features/user-home/components/interactive-countdown'
import { EXERCISE_OF_THE_DAY_SLOT } from '../features/user-home/components/exercise-of-the-day'
import { splitHoistedHead } from './page-document'
import { renderPageAs } from './render-page'

/**
 * The user home as a copy with marked places for the user's profile and for the exercise-of-the-day card,
 * written at build time (`dist/copies/user-home.<hash>.json`). On a device that kept no page of the user, the
 * start script composes it with mfe-interactive's copy of the card and the day's exercise and paints it
 * before the app, which replaces it (docs/decisions/0067-first-visit-home-copy.md).
 */
export interface HomeCopy extends OwnStyles {
  /** The markup of #root, each place to fill written as its slot's marker. */
  html: string
  slots: {
    /** The user's name, as text. */
    name: string
    /** The user's tokens. */
    tokens: string
    /** The card's markup, as mfe-interactive's copy gives it. */
    card: string
  }
  /** The interactive countdown (`selector`): its text for one answer left, and for more (`marker` the number). */
  attemptsLeft: { selector: string; one: string; many: string; marker: string }
  /** Buy Tokens, taken out for a customer with tokens. */
  buyTokens: string
}

/** Figures no real profile has, replaced by their markers (the components take numbers). */
const TOKENS_SENTINEL = 987_654_331
const ATTEMPTS_SENTINEL = 987_654_332

/** Renders the countdown alone and returns its text. */
function countdownText(attemptsLeft: number): string {
  const html = renderToStaticMarkup(
    <AppProviders>
      <InteractiveCountdown attemptsLeft={attemptsLeft} />
    </AppProviders>,
  )
  return withoutScripts(html)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .trim()
}

export async function renderUserHomeCopy(): Promise<HomeCopy> {
  const slots = { name: slotMarker('name'), tokens: slotMarker('tokens'), card: slotMarker('card') }
  const attemptsMarker = slotMarker('attempts-left')
  // Not a customer: the copy has the Buy Tokens button, which the start script takes out for a customer
  // with tokens; a countdown, which it takes out at 0.
  const user: CurrentUser = {
    id: '00000000-0000-4000-8000-000000000000',
    email: 'copy@grile.invalid',
    name: slots.name,
    tokens: TOKENS_SENTINEL,
    teacherId: null,
    rating: 0,
    isCustomer: false,
    interactiveAttemptsLeftInToken: ATTEMPTS_SENTINEL,
    isAdmin: false,
  }
  const rendered = await renderPageAs(paths.home, user)
  const { markup } = splitHoistedHead(rendered.body)
  const slot = new RegExp(`(<section[^>]*${EXERCISE_OF_THE_DAY_SLOT}[^>]*>)[\\s\\S]*?(</section>)`)
  if (!slot.test(markup)) throw new Error('The user home has no place for the exercise of the day')
  return {
    html: withoutScripts(markup)
      .replace(slot, `$1${slots.card}$2`)
      .replaceAll(String(TOKENS_SENTINEL), slots.tokens)
      .replaceAll(String(ATTEMPTS_SENTINEL), attemptsMarker),
    css: rendered.css,
    emotionIds: rendered.emotionIds,
    slots,
    buyTokens: `[${BUY_TOKENS_ATTRIBUTE}]`,
    attemptsLeft: {
      selector: `[${ATTEMPTS_LEFT_ATTRIBUTE}]`,
      one: countdownText(1),
      many: countdownText(ATTEMPTS_SENTINEL).replace(String(ATTEMPTS_SENTINEL), attemptsMarker),
      marker: attemptsMarker,
    },
  }
}
