/** The three social networks the footer links to and the contact page shows as icons. */
export const SOCIAL_NETWORKS = ['Instagram', 'Facebook', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface BusinessAddress {
  /** Unpublished (null) while the shop sees collectors by appointment only. */
  street: string | null;
  city: string;
  region: string;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** What an operator may change through settings (docs/configuration.md); name and founding year are the brand's. */
export interface BusinessSettings {
  /** E.164, e.g. +12145550142. */
  phone: string;
  /** As printed on the page; the E.164 form when not given. */
  phoneDisplay: string | null;
  email: string;
  address: BusinessAddress;
  /** schema.org opening hours, e.g. `Mo-Fr 10:00-19:00` (see {@link OPENING_HOURS_PATTERN}). */
  openingHours: string;
  /** Printed after the hours, e.g. CST. */
  timeZone: string;
  socialLinks: Record<SocialNetwork, string>;
}

/** The dealer's published details, as every page shows them and the BFF's structured data states them. */
export interface BusinessDetails {
  name: string;
  foundingYear: number;
  phone: {
    /** As printed on the page. */
    display: string;
    /** E.164, for structured data. */
    international: string;
    href: string;
  };
  email: { address: string; href: string };
  address: BusinessAddress & { display: string };
  /** As printed, e.g. `Mon-Fri 10am-7pm CST`. */
  hours: string;
  /** schema.org form of the same hours. */
  openingHours: string;
  /** The shop's clock, as printed after its hours and cut-off times, e.g. CST. */
  timeZone: string;
  socialLinks: { network: SocialNetwork; href: string }[];
}

export const BUSINESS_NAME = 'Caliber';
export const FOUNDING_YEAR = 2020;
/** BUSINESS_TIMEZONE's default: the shop is in Dallas. */
export const DEFAULT_BUSINESS_TIMEZONE = 'America/Chicago';

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  phone: '+12145550142',
  phoneDisplay: '(214) 555-0142',
  email: 'concierge@caliberwatches.com',
  address: { street: null, city: 'Dallas', region: 'TX', postalCode: null, country: 'US' },
  openingHours: 'Mo-Fr 10:00-19:00',
  timeZone: 'CST',
  socialLinks: {
    Instagram: 'https://www.instagram.com/',
    Facebook: 'https://www.facebook.com/',
    YouTube: 'https://www.youtube.com/',
  },
};

export const E164_PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const SPAN = `${DAY}(?:-${DAY})? ${TIME}-${TIME}`;
/** One or more `Days HH:MM-HH:MM` spans separated by commas, e.g. `Mo-Fr 10:00-19:00, Sa 11:00-16:00`. */
export const OPENING_HOURS_PATTERN = new RegExp(`^${SPAN}(?:, ?${SPAN})*$`);

const DAY_NAMES: Record<string, string> = { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun' };

/** 10:00 → 10am, 19:30 → 7:30pm. */
function clockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const twelve = hours % 12 || 12;
  return minutes ? `${twelve}:${String(minutes).padStart(2, '0')}${suffix}` : `${twelve}${suffix}`;
}

/** `Mo-Fr 10:00-19:00` and `CST` → `Mon-Fri 10am-7pm CST`. */
export function displayHours(openingHours: string, timeZone: string): string {
  const spans = openingHours.split(/, ?/).map((span) => {
    const [days, times] = span.split(' ');
    const [opens, closes] = times.split('-');
    return `${days.split('-').map((day) => DAY_NAMES[day]).join('-')} ${clockTime(opens)}-${clockTime(closes)}`;
  });
  return `${spans.join(', ')} ${timeZone}`;
}

function displayAddress({ street, city, region, postalCode, country }: BusinessAddress): string {
  const place = [city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place, country === 'US' ? null : country].filter(Boolean).join(', ');
}

/** The published details from the operator's settings: the one place their printed and linked forms are made. */
export function businessDetails(settings: BusinessSettings = DEFAULT_BUSINESS_SETTINGS): BusinessDetails {
  return {
    name: BUSINESS_NAME,
    foundingYear: FOUNDING_YEAR,
    phone: { display: settings.phoneDisplay ?? settings.phone, international: settings.phone, href: `tel:${settings.phone}` },
    email: { address: settings.email, href: `mailto:${settings.email}` },
    address: { ...settings.address, display: displayAddress(settings.address) },
    hours: displayHours(settings.openingHours, settings.timeZone),
    openingHours: settings.openingHours,
    timeZone: settings.timeZone,
    socialLinks: SOCIAL_NETWORKS.map((network) => ({ network, href: settings.socialLinks[network] })),
  };
}

/** The details with no settings changed: for code that runs before the runtime config is read. */
export const DEFAULT_BUSINESS = businessDetails();
