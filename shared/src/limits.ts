/** Every length and bound of the specification, in one place, read by both sides. */
export const LIMITS = {
  registration: {
    nameMin: 2,
    nameMax: 500,
    emailMax: 500,
    organismNameMax: 255,
  },
  profile: {
    nameMin: 2,
    nameMax: 500,
    registrationNoteMin: 2,
    registrationNoteMax: 500,
    postalCodeLength: 5,
  },
  listing: { nameMin: 2, nameMax: 255, descriptionMin: 2, descriptionMax: 5000 },
  message: { min: 10, max: 500 },
  inboxMessage: { min: 4, max: 500 },
  autocomplete: { minChars: 2, delayMs: 500, blurDelayMs: 200 },
  postalLookup: { minDigits: 4, debounceMs: 1000 },
  page: { defaultSize: 20, maxSize: 100, highlightSize: 5 },
  notificationPollMs: 30_000,
  loginRedirectDelayMs: 2000,
  flashMessageMs: 5000,
  /** Login throttling: this many failures for one address and client within the window. */
  loginThrottle: { maxAttempts: 5, windowSeconds: 15 * 60 },
  /** Lifetime of the links sent by e-mail. */
  tokenTtlHours: { emailValidation: 72, passwordReset: 2 },
} as const;

/** Thresholds of the password rule (the specification leaves them to us). */
export const PASSWORD_RULE = {
  minLength: 12,
  minDigits: 1,
  minLowercase: 1,
  minUppercase: 1,
  minSpecial: 1,
  maxLength: 4096,
} as const;
