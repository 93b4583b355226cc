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
  listing: {
    nameMin: 2,
    nameMax: 255,
    descriptionMin: 2,
    descriptionMax: 5000,
    quantityMin: 1,
    /** Weights, dimensions and prices: the smallest value accepted (kg, cm, m³, euros). */
    decimalMin: 0.01,
    taxonomyMin: 3,
    taxonomyMax: 255,
    brandMax: 255,
    /** associatedConsumables, possibleUses, mandatorySkills. */
    longTextMax: 512,
    deliveryMax: 255,
    images: 3,
    /** Only the first picture is required, and only for an Offer. */
    requiredImages: 1,
    moderationMessageMin: 10,
    moderationMessageMax: 500,
    maxInvitations: 200,
    /** Category whose listings carry a document (core §9). */
    documentCategoryId: 3,
  },
  operation: { nameMin: 2, nameMax: 255, descriptionMin: 2, descriptionMax: 500, cardDescription: 100 },
  /** Imports: the file, the pictures' archive beside it, and the lines one import may hold. */
  import: {
    fileMaxBytes: 20 * 1024 * 1024,
    imagesMaxBytes: 200 * 1024 * 1024,
    maxLines: 20_000,
    /** Lines a « Tester » answer lists (all are checked). */
    testLinesShown: 200,
  },
  upload: {
    imageMaxBytes: 10 * 1024 * 1024,
    documentMaxBytes: 10 * 1024 * 1024,
    imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
    documentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    /** Longest side of the stored picture and of its thumbnail, in pixels. */
    imageMaxSide: 2000,
    thumbnailSide: 400,
    rotateStep: 15,
    zoomIn: 1.1,
    zoomOut: 0.9,
  },
  search: { maxDistanceKm: 500, distances: [5, 10, 25, 50, 100, 200] },
  map: { maxZoom: 15, defaultZoom: 5, defaultCenter: [48.8566, 2.3522] as const, markerPadding: 36 },
  calendarScroll: { durationMs: 800, offsetPx: 275 },
  /**
   * The booking calendar (supporting §9: multidate 3, month view only, dd/mm/yyyy, French):
   * a period lasts at most maxDays, starts within horizonDays, the loader reads at most
   * windowMaxDays at once; a loan is « bientôt dû » dueSoonDays before its last day.
   */
  calendar: {
    multidate: 3,
    format: 'dd/mm/yyyy',
    usageMax: 500,
    maxDays: 365,
    horizonDays: 730,
    windowMaxDays: 400,
    dueSoonDays: 2,
  },
  message: { min: 10, max: 500 },
  /** Lines of a cart a thread shows before « Et N autres références » (core §2, §9). */
  cartPreview: 5,
  inboxMessage: { min: 4, max: 500 },
  /** peopleMax: person autocompletes over every organisation suggest a few members (RGPD minimisation). */
  autocomplete: { minChars: 2, delayMs: 500, blurDelayMs: 200, peopleMax: 8 },
  postalLookup: { minDigits: 4, debounceMs: 1000 },
  /** Lists: page is at least 1 and at most maxPage, size at most maxSize. */
  page: { defaultSize: 20, maxSize: 100, maxPage: 10_000, highlightSize: 5 },
  /**
   * Upper bounds of every number a form can carry, so nothing infinite or absurd is stored
   * (money in cents and grams must stay exact integers in the database).
   */
  numbers: {
    moneyMaxEuros: 1_000_000_000,
    weightMaxKg: 1_000_000,
    dimensionMaxCm: 100_000,
    volumeMaxM3: 1_000_000,
    quantityMax: 1_000_000,
    /** Ids of rows, as the database's signed 32-bit keys allow. */
    idMax: 2_147_483_647,
  },
  /** What a request body may hold, checked before any transformation. */
  http: { bodyMaxBytes: 1024 * 1024, maxDepth: 12, maxFields: 1000 },
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
