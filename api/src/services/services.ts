import type Stripe from 'stripe'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { createAttemptService } from './attempt-service'
import { createExamAdminService } from './exam-admin-service'
import { createExamService } from './exam-service'
import { createExerciseAdminService } from './exercise-admin-service'
import { createExerciseService } from './exercise-service'
import { createExplanationProvider } from './explanation-providers'
import { createExplanationService } from './explanation-service'
import { createIdentityAccountService } from './identity-account-service'
import { createInteractiveService } from './interactive-service'
import { createItemAnalysisService } from './item-analysis'
import { createMasteryService } from './mastery'
import { createMaterialService } from './material-service'
import { createOfferService } from './offer-service'
import { createPaymentProvider, createStripeClient } from './payment-providers'
import { createProfileService } from './profile-service'
import { createPurchaseService } from './purchase-service'
import { createReleaseRegistry } from './release-registry'
import { createReviewService } from './review-service'
import { createReviewSchedule } from './review-schedule'
import { createSandboxCheckoutService } from './sandbox-checkout-service'
import { createTeacherService } from './teacher-service'
import { createUserAdminService } from './user-admin-service'
import { createUserService } from './user-service'
import { createVoucherService } from './voucher-service'

/**
 * Builds every service once, at start-up (`buildApp` decorates the app with them as `app.services`): one
 * Stripe client, one payment provider, one purchase service shared by the offers, purchases and payment
 * routes. Route files take what they need from here instead of constructing their own.
 */
export interface ServiceOptions {
  /** The clock of every service that schedules or picks by date (tests move it); the system clock by default. */
  now?: () => Date
}

export function createServices(config: Config, db: Database, options: ServiceOptions = {}) {
  const clock = { now: options.now ?? (() => new Date()) }
  const stripe: Stripe | undefined = createStripeClient(config)
  const purchases = createPurchaseService(db, createPaymentProvider(config, stripe))
  return {
    /** The Stripe client when STRIPE_SECRET_KEY is set (the webhook verifies events with it). */
    stripe,
    users: createUserService(db, config.adminEmails),
    userAdmin: createUserAdminService(db),
    profiles: createProfileService(db),
    teachers: createTeacherService(db),
    exams: createExamService(db),
    examAdmin: createExamAdminService(db),
    exercises: createExerciseService(db, clock),
    exerciseAdmin: createExerciseAdminService(db),
    /** Facility, discrimination and flags of the exercises, for administrators. */
    itemAnalysis: createItemAnalysisService(db),
    attempts: createAttemptService(db, clock),
    reviews: createReviewService(db),
    interactive: createInteractiveService(db, clock),
    /** The spaced review of mistakes: how many are due (answers feed it inside attempts and interactive). */
    reviewSchedule: createReviewSchedule(db, clock),
    /** Mastery per grammar topic and per school's general exercises, for a user and for a teacher's class. */
    mastery: createMasteryService(db),
    explanations: createExplanationService(db, createExplanationProvider(config)),
    materials: createMaterialService(db),
    offers: createOfferService(db),
    purchases,
    sandboxCheckout: createSandboxCheckoutService(purchases),
    vouchers: createVoucherService(db, { partnerEnabled: config.ISTORICESCU_ENABLED }),
    identityAccounts: createIdentityAccountService(db),
    /** Which release of each front end is live (served as /remotes.json), and the compatibility gate. */
    releases: createReleaseRegistry(db, { releaseOrigins: config.releaseOrigins }),
  }
}

export type Services = ReturnType<typeof createServices>
