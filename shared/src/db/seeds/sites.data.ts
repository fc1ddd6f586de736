// One Amoretto site per country. Shipped by the SeedSites migration, so edits here only
// affect fresh databases; live changes need a new migration.
import type { Country, Locale } from '../../constants';
import { LOCALES_BY_COUNTRY } from '../../constants';
import type { SiteRecord } from '../../settings';
import { PROFILE_FIELDS, SEARCH_FIELDS } from '../../vocabularies';

type Currency = 'EUR' | 'USD' | 'GBP' | 'CAD' | 'AUD' | 'NZD' | 'PLN' | 'CHF';

/** Texts that depend only on the site language. */
interface LanguageCopy {
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  about_me_note: string;
}

// French puts a no-break space before ':'.
const NBSP = '\u00a0';

const COPY: Record<Locale, LanguageCopy> = {
  en: {
    fictional_warning: 'This is a fictional profile run by an operator, so meeting this person in real life is not possible.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
    about_me_note: "Please don't share contact details such as your phone number, email address or social media.",
  },
  nl: {
    fictional_warning:
      'Dit is een fictief profiel dat door een operator wordt beheerd; een echte ontmoeting met deze persoon is niet mogelijk.',
    fictional_singular: 'fictief profiel',
    fictional_plural: 'fictieve profielen',
    about_me_note: 'Deel geen contactgegevens, zoals je telefoonnummer, e-mailadres of social media.',
  },
  fr: {
    fictional_warning: `Ce profil est fictif${NBSP}: il est animé par un opérateur et aucune rencontre réelle avec cette personne n'est possible.`,
    fictional_singular: 'profil fictif',
    fictional_plural: 'profils fictifs',
    about_me_note: 'Ne partagez pas vos coordonnées (téléphone, adresse e-mail, réseaux sociaux).',
  },
  // No ß anywhere, so the same text also serves the Swiss site.
  de: {
    fictional_warning:
      'Dies ist ein fiktives Profil, das von einem Moderator betreut wird. Ein persönliches Treffen mit dieser Person ist nicht möglich.',
    fictional_singular: 'fiktives Profil',
    fictional_plural: 'fiktive Profile',
    about_me_note: 'Bitte teile keine Kontaktdaten wie Telefonnummer, E-Mail-Adresse oder Social-Media-Profile.',
  },
  it: {
    fictional_warning: 'Questo è un profilo fittizio gestito da un operatore: non è possibile incontrare questa persona dal vivo.',
    fictional_singular: 'profilo fittizio',
    fictional_plural: 'profili fittizi',
    about_me_note: 'Non condividere recapiti come numero di telefono, e-mail o profili social.',
  },
  es: {
    fictional_warning: 'Este perfil es ficticio: lo gestiona un operador y no es posible un encuentro en persona.',
    fictional_singular: 'perfil ficticio',
    fictional_plural: 'perfiles ficticios',
    about_me_note: 'No compartas datos de contacto como tu teléfono, correo electrónico o redes sociales.',
  },
  pl: {
    fictional_warning: 'To fikcyjny profil prowadzony przez operatora – spotkanie z tą osobą na żywo nie jest możliwe.',
    fictional_singular: 'fikcyjny profil',
    fictional_plural: 'fikcyjne profile',
    about_me_note: 'Nie podawaj danych kontaktowych – numeru telefonu, adresu e-mail ani profili w mediach społecznościowych.',
  },
};

interface SiteInput {
  country: Country;
  domain: string;
  index_title: string;
  description: string;
  message_cost: number;
  currency: Currency;
  support_phone: string;
}

// NL and DE require the site-entry warning and keep search behind the signup.
const STRICT_COUNTRIES: readonly Country[] = ['NL', 'DE'];
const DEFAULT_COUNTRY: Country = 'IT';

function site(input: SiteInput): SiteRecord {
  const { country, domain } = input;
  const language = LOCALES_BY_COUNTRY[country][0];
  const copy = COPY[language];
  const strict = STRICT_COUNTRIES.includes(country);
  const localAlias = `${country.toLowerCase()}.localhost`;
  return {
    domain,
    // Local development host; other unknown hosts (bare localhost too) get the default site.
    aliases: [localAlias],
    is_default: country === DEFAULT_COUNTRY,
    name: 'Amoretto',
    domain_language: language,
    countries: [country],
    index_title: input.index_title,
    description: input.description,
    cdn_prefix: '/cdn',
    enable_site_entry_popup: strict ? 'yes' : 'no',
    signups: 'all',
    logged_out_search: strict ? 'none' : 'all',
    logged_out_search_trafficsource: 'none',
    minimum_message_costs: { [country]: { costs: input.message_cost, currency: input.currency } },
    message_credits: 10,
    signup_credits: 20,
    photo_credits: 20,
    gift_credits: 50,
    message_length: 1000,
    fictional_icon: '/img/fictional.svg',
    fictional_warning: copy.fictional_warning,
    fictional_singular: copy.fictional_singular,
    fictional_plural: copy.fictional_plural,
    refund_days: 14,
    support_email: `support@${domain}`,
    support_phone: input.support_phone,
    visible_profile_fields: [...PROFILE_FIELDS],
    visible_profile_notes: { about_me: copy.about_me_note },
    search_fields: [...SEARCH_FIELDS],
    member_resell: false,
  };
}

// Support numbers must never reach a real subscriber. Where the regulator publishes a
// drama/fiction range we use it (NANP 555-01xx, Ofcom 01632 960xxx, ComReg 020 91x,
// ACMA (02) 5550, BNetzA 030 23125, ARCEP 01 99 00); elsewhere the subscriber digits
// are all zeros, a placeholder until real support lines exist.
export const SITE_SEED: SiteRecord[] = [
  site({
    country: 'US',
    domain: 'amoretto.com',
    index_title: 'Amoretto – Adult Dating & Flirty Live Chat',
    description:
      'Flirty chats and playful connections with like-minded adults. Create your free profile in minutes and start a conversation tonight. 18+ only.',
    message_cost: 0.99,
    currency: 'USD',
    support_phone: '+1 212 555 0147',
  }),
  site({
    country: 'NL',
    domain: 'amoretto.nl',
    index_title: 'Amoretto – Spannend flirten en chatten voor 18+',
    description:
      'Ondeugende gesprekken en spannende flirts met gelijkgestemde volwassenen. Maak gratis je profiel aan en begin vanavond nog met chatten.',
    message_cost: 0.99,
    currency: 'EUR',
    support_phone: '+31 20 000 0000',
  }),
  site({
    country: 'BE',
    domain: 'amoretto.be',
    index_title: 'Amoretto – Flirten en chatten voor volwassenen',
    description:
      'Ondeugende gesprekken en spannende flirts met volwassenen uit heel België. Maak gratis je profiel aan en chat vanavond nog. Alleen voor 18+.',
    message_cost: 0.99,
    currency: 'EUR',
    support_phone: '+32 2 000 00 00',
  }),
  site({
    country: 'FR',
    domain: 'amoretto.fr',
    index_title: 'Amoretto – Rencontres coquines et chat entre adultes',
    description:
      'Flirtez et discutez avec des adultes qui partagent vos envies. Créez votre profil gratuitement et lancez la conversation dès ce soir. Réservé aux 18+.',
    message_cost: 0.99,
    currency: 'EUR',
    support_phone: '+33 1 99 00 12 34',
  }),
  site({
    country: 'IT',
    domain: 'amoretto.it',
    index_title: 'Amoretto – Incontri e chat piccanti per adulti',
    description:
      'Flirta e chatta con adulti che cercano le tue stesse emozioni. Crea gratis il tuo profilo in pochi minuti e inizia a chattare stasera. Solo per maggiorenni.',
    message_cost: 0.99,
    currency: 'EUR',
    support_phone: '+39 02 0000 0000',
  }),
  site({
    country: 'ES',
    domain: 'amoretto.es',
    index_title: 'Amoretto – Citas y chat picante para adultos',
    description:
      'Liga y chatea con adultos que buscan lo mismo que tú. Crea tu perfil gratis en pocos minutos y empieza a conversar esta misma noche. Solo +18.',
    message_cost: 0.99,
    currency: 'EUR',
    support_phone: '+34 910 000 000',
  }),
  site({
    country: 'DE',
    domain: 'amoretto.de',
    index_title: 'Amoretto – Erotische Flirts & Chat für Erwachsene',
    description:
      'Flirte und chatte mit Erwachsenen, die dasselbe suchen wie du. Erstelle in wenigen Minuten kostenlos dein Profil und leg heute Abend los. Ab 18.',
    message_cost: 0.99,
    currency: 'EUR',
    support_phone: '+49 30 23125 456',
  }),
  site({
    country: 'AT',
    domain: 'amoretto.at',
    index_title: 'Amoretto – Erotische Flirts & Chat in Österreich',
    description:
      'Flirte und chatte mit Erwachsenen aus ganz Österreich. Erstelle in wenigen Minuten kostenlos dein Profil und leg noch heute Abend los. Ab 18.',
    message_cost: 0.99,
    currency: 'EUR',
    support_phone: '+43 1 000 0000',
  }),
  site({
    country: 'IE',
    domain: 'amoretto.ie',
    index_title: 'Amoretto – Adult Dating & Flirty Chat in Ireland',
    description:
      'Flirty chats and a bit of craic with like-minded adults across Ireland. Join free in minutes and start chatting tonight. Over-18s only.',
    message_cost: 0.99,
    currency: 'EUR',
    support_phone: '+353 20 913 0456',
  }),
  site({
    country: 'GB',
    domain: 'amoretto.co.uk',
    index_title: 'Amoretto – Adult Dating & Flirty Chat in the UK',
    description:
      'Cheeky chats and flirty fun with like-minded adults across the UK. Sign up free in minutes and start chatting tonight. Over-18s only.',
    message_cost: 0.89,
    currency: 'GBP',
    support_phone: '+44 1632 960321',
  }),
  site({
    country: 'CA',
    domain: 'amoretto.ca',
    index_title: 'Amoretto – Adult Dating & Flirty Chat in Canada',
    description:
      'Flirt and chat with like-minded adults from coast to coast. Create your free profile in minutes and start a conversation tonight. 18+ only.',
    message_cost: 1.29,
    currency: 'CAD',
    support_phone: '+1 416 555 0173',
  }),
  site({
    country: 'PL',
    domain: 'amoretto.pl',
    index_title: 'Amoretto – Pikantne randki i czat dla dorosłych',
    description:
      'Flirtuj i czatuj z dorosłymi, którzy szukają tego samego co Ty. Załóż darmowy profil w kilka minut i zacznij rozmowę jeszcze dziś. Tylko 18+.',
    message_cost: 3.99,
    currency: 'PLN',
    support_phone: '+48 22 000 00 00',
  }),
  site({
    country: 'AU',
    domain: 'amoretto.com.au',
    index_title: 'Amoretto – Adult Dating & Flirty Chat in Australia',
    description:
      'Flirty chats with like-minded adults right across Australia. Sign up free in minutes and start chatting tonight. 18+ only.',
    message_cost: 1.49,
    currency: 'AUD',
    support_phone: '+61 2 5550 1234',
  }),
  site({
    country: 'NZ',
    domain: 'amoretto.co.nz',
    index_title: 'Amoretto – Adult Dating & Flirty Chat in NZ',
    description:
      'Flirty chats with like-minded adults from Northland to Southland. Sign up free in minutes and start chatting tonight. 18+ only.',
    message_cost: 1.59,
    currency: 'NZD',
    support_phone: '+64 9 000 0000',
  }),
  site({
    country: 'CH',
    domain: 'amoretto.ch',
    index_title: 'Amoretto – Erotische Flirts & Chat in der Schweiz',
    description:
      'Flirte und chatte mit Erwachsenen aus der ganzen Schweiz. Erstelle in wenigen Minuten kostenlos dein Profil und leg noch heute Abend los. Ab 18.',
    message_cost: 0.99,
    currency: 'CHF',
    support_phone: '+41 44 000 00 00',
  }),
];
