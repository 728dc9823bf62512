import { InitialCatalogue1763769600000 } from './1763769600000-initial-catalogue.js';
import { AdminAccessAndUploads1763856000000 } from './1763856000000-admin-access-and-uploads.js';
import { EbayTokens1764028800000 } from './1764028800000-ebay-tokens.js';
import { SessionIdleAndSignInCounters1764190000000 } from './1764190000000-session-idle-and-sign-in-counters.js';
import { EbayStatePerSession1764201600000 } from './1764201600000-ebay-state-per-session.js';
import { WatchAvailability1764201700000 } from './1764201700000-watch-availability.js';
import { WatchSearch1764201800000 } from './1764201800000-watch-search.js';
import { InquiryStatusAndMail1764288000000 } from './1764288000000-inquiry-status-and-mail.js';
import { WatchSearchFunction1764288100000 } from './1764288100000-watch-search-function.js';
import { NewsletterDoubleOptIn1764374400000 } from './1764374400000-newsletter-double-opt-in.js';
import { EbaySync1764460800000 } from './1764460800000-ebay-sync.js';
import { SearchAlerts1764547200000 } from './1764547200000-search-alerts.js';
import { TradeInAnswers1764633600000 } from './1764633600000-trade-in-answers.js';
import { EbaySyncFailsSafe1764720000000 } from './1764720000000-ebay-sync-fails-safe.js';
import { OperatorSecondFactor1764806400000 } from './1764806400000-operator-second-factor.js';
import { MailRecipients1764806500000 } from './1764806500000-mail-recipients.js';
import { RemoteReleases1764900000000 } from './1764900000000-remote-releases.js';
import { SearchRuleInTypescript1764900100000 } from './1764900100000-search-rule-in-typescript.js';
import { Viewings1764900300000 } from './1764900300000-viewings.js';

/** Listed as classes, not a glob, so the same data source works under the test runner. */
export const MIGRATIONS = [
  InitialCatalogue1763769600000,
  AdminAccessAndUploads1763856000000,
  EbayTokens1764028800000,
  SessionIdleAndSignInCounters1764190000000,
  EbayStatePerSession1764201600000,
  WatchAvailability1764201700000,
  WatchSearch1764201800000,
  InquiryStatusAndMail1764288000000,
  WatchSearchFunction1764288100000,
  NewsletterDoubleOptIn1764374400000,
  EbaySync1764460800000,
  SearchAlerts1764547200000,
  TradeInAnswers1764633600000,
  EbaySyncFailsSafe1764720000000,
  OperatorSecondFactor1764806400000,
  MailRecipients1764806500000,
  RemoteReleases1764900000000,
  SearchRuleInTypescript1764900100000,
  Viewings1764900300000,
];
