// Closed vocabularies.

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];

export const HAIR_COLOURS = [
  'black',
  'brunette',
  'blond',
  'dark_blond',
  'brown',
  'dark_brown',
  'gray',
  'red',
  'white',
  'bald',
  'other',
] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];

export const EYE_COLOURS = ['blue', 'green', 'hazel', 'brown', 'gray', 'other'] as const;
export type EyeColour = (typeof EYE_COLOURS)[number];

export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const RELATIONSHIP_STATUSES = ['single', 'married', 'divorced', 'widowed', 'unmarried', 'living_together'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export const INTERESTS = [
  'relationship',
  'onenightstand',
  'kissing',
  'hugging',
  'massages',
  'lingerie',
  'sex',
  'safesex',
  'publicsex',
  'oralsex',
  'analsex',
  'sextoys',
  'masturbating',
  'exchangingpictures',
  'threesome',
  'gangbang',
  'bondage',
  'sadomasochism',
  'gym',
  'sports',
  'dancing',
  'travelling',
  'adventure',
  'party',
  'tattoos',
  'music',
  'movies',
  'videogames',
  'politics',
  'outdoors',
  'gardening',
  'hiking',
  'biking',
  'reading',
  'animals',
  'beach',
  'art',
  'photography',
  'theatre',
  'shopping',
  'fashion',
  'astrology',
  'cooking',
  'foodie',
  'barbecue',
  'sushi',
  'vegetarian',
  'wine',
  'beer',
  'tea',
  'coffee',
] as const;
export type Interest = (typeof INTERESTS)[number];

export const DELETE_REASONS = ['price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other'] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

export const EMAIL_NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export type EmailNotificationType = (typeof EMAIL_NOTIFICATION_TYPES)[number];

export const NOTIFICATIONS_DISABLED_REASONS = ['fbl', 'bounce', 'listunsubscribe'] as const;
export type NotificationsDisabledReason = (typeof NOTIFICATIONS_DISABLED_REASONS)[number];

export const PAYMENT_METHODS = [
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'postepay',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
  'directdebit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const REGION_KINDS = ['province', 'region', 'state', 'canton', 'voivodeship'] as const;
export type RegionKind = (typeof REGION_KINDS)[number];

/** What a country's first-level regions are called (docs/product.md#location). */
export const REGION_KIND_BY_COUNTRY = {
  NL: 'province',
  BE: 'province',
  IE: 'province',
  IT: 'province',
  ES: 'province',
  CA: 'province',
  NZ: 'province',
  GB: 'region',
  FR: 'region',
  DE: 'state',
  AT: 'state',
  US: 'state',
  AU: 'state',
  CH: 'canton',
  PL: 'voivodeship',
} as const satisfies Record<string, RegionKind>;

export const SIGNUP_MODES = ['all', 'with_trafficsource', 'none'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const MATCH_FINDER_AGE_GROUPS = ['18-35', '35+'] as const;
export type MatchFinderAgeGroup = (typeof MATCH_FINDER_AGE_GROUPS)[number];
export const MATCH_FINDER_APPEARANCES = ['normal', 'sexy'] as const;
export type MatchFinderAppearance = (typeof MATCH_FINDER_APPEARANCES)[number];
export const MATCH_FINDER_RACES = ['white', 'other'] as const;
export type MatchFinderRace = (typeof MATCH_FINDER_RACES)[number];

/** Profile fields a site may show; a site lists the subset it uses. */
export const PROFILE_FIELDS = [
  'gender',
  'sexuality',
  'date_of_birth',
  'country',
  'region',
  'city',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'interests',
  'about_me',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'age'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
