import { BUSINESS_NAME, type BusinessDetails } from '@caliber/contracts';
import { notMeLine, type MailContent } from '../mail/mail-texts.js';

/** A watch as an alert's e-mail shows it, its links absolute. */
export interface MailedWatch {
  name: string;
  price: string;
  url: string;
  imageUrl: string;
}

/** One alert's part of an e-mail: its search in words, its watches and its links. */
export interface MailedAlert {
  description: string;
  searchUrl: string;
  unsubscribeUrl: string;
  watches: MailedWatch[];
}

export const SEARCH_ALERT_CONFIRM_SUBJECT = `Confirm your ${BUSINESS_NAME} search alert`;

/**
 * The double opt-in's one e-mail of an alert: nothing is sent for it until it is confirmed. `description`
 * is in the catalogue's words only (`describeCatalogueSearch`): whoever signed the address up wrote none of it.
 */
export function searchAlertConfirmationMail(
  email: string,
  description: string,
  links: { confirmUrl: string; manageUrl: string; notMeUrl: string },
  business: BusinessDetails,
): MailContent {
  const { confirmUrl, manageUrl, notMeUrl } = links;
  const text = [
    `Someone, probably you, asked ${BUSINESS_NAME} to write to this address when a watch matching this search arrives:`,
    '',
    `  ${description}`,
    '',
    `To confirm, open this link within 7 days and press "Confirm": ${confirmUrl}`,
    '',
    'If it was not you, ignore this e-mail: without your confirmation we will not write to you about it, and we forget it after 7 days.',
    notMeLine(notMeUrl),
    '',
    `Your search alerts: ${manageUrl}`,
    `Questions? Write to ${business.email.address} or call ${business.phone.display}, ${business.hours}.`,
  ].join('\n');
  return { to: email, subject: SEARCH_ALERT_CONFIRM_SUBJECT, text };
}

export const SEARCH_ALERT_MANAGE_LINK_SUBJECT = `Your ${BUSINESS_NAME} search alerts`;

/** A new link to the page of an address's alerts, asked for from the page of an expired one (docs/search-alerts.md). */
export function searchAlertManageLinkMail(email: string, manageUrl: string, business: BusinessDetails): MailContent {
  const text = [
    `Here is a new link to your ${BUSINESS_NAME} search alerts, where you can see and delete them. It works for 30 days:`,
    '',
    manageUrl,
    '',
    'If you did not ask for it, ignore this e-mail: your alerts stay as they are.',
    `Questions? Write to ${business.email.address} or call ${business.phone.display}, ${business.hours}.`,
  ].join('\n');
  return { to: email, subject: SEARCH_ALERT_MANAGE_LINK_SUBJECT, text };
}

/** The subject of an alert's e-mail: how many watches, and the search when there is one. */
export function searchAlertSubject(alerts: MailedAlert[]): string {
  const count = alerts.reduce((sum, alert) => sum + alert.watches.length, 0);
  const what = count === 1 ? 'A new watch matches' : `${count} new watches match`;
  return alerts.length === 1 ? `${what} your search: ${alerts[0].description}` : `${what} your ${BUSINESS_NAME} searches`;
}

/**
 * The watches that arrived for an address's alerts, in one e-mail (at most one a day): name, price,
 * picture and link of each, and under each alert the link that deletes it (docs/search-alerts.md).
 */
export function searchAlertDigestMail(email: string, alerts: MailedAlert[], manageUrl: string, business: BusinessDetails): MailContent {
  const text = [
    `New at ${BUSINESS_NAME}, matching your search${alerts.length > 1 ? 'es' : ''}:`,
    ...alerts.flatMap((alert) => [
      '',
      alert.description,
      ...alert.watches.map((watch) => `- ${watch.name}, ${watch.price}: ${watch.url}`),
      `All matches: ${alert.searchUrl}`,
      `Stop this alert: ${alert.unsubscribeUrl}`,
    ]),
    '',
    `Questions? Write to ${business.email.address} or call ${business.phone.display}, ${business.hours}.`,
    '',
    '--',
    `All your search alerts, to delete any of them: ${manageUrl}`,
  ].join('\n');
  const html = [
    `<p>New at ${escape(BUSINESS_NAME)}, matching your search${alerts.length > 1 ? 'es' : ''}:</p>`,
    ...alerts.map(
      (alert) =>
        `<h2 style="font-size:18px">${escape(alert.description)}</h2>` +
        alert.watches
          .map(
            (watch) =>
              `<p><a href="${escape(watch.url)}"><img src="${escape(watch.imageUrl)}" alt="${escape(watch.name)}" width="240" style="display:block;max-width:100%"></a>` +
              `<a href="${escape(watch.url)}">${escape(watch.name)}</a><br>${escape(watch.price)}</p>`,
          )
          .join('') +
        `<p><a href="${escape(alert.searchUrl)}">All matches</a> · <a href="${escape(alert.unsubscribeUrl)}">Stop this alert</a></p>`,
    ),
    `<p>Questions? Write to ${escape(business.email.address)} or call ${escape(business.phone.display)}, ${escape(business.hours)}.</p>`,
    `<p style="font-size:12px"><a href="${escape(manageUrl)}">All your search alerts</a>, to delete any of them.</p>`,
  ].join('\n');
  // With several alerts in one e-mail, the header's one link is the page that deletes any of them.
  const unsubscribeUrl = alerts.length === 1 ? alerts[0].unsubscribeUrl : manageUrl;
  return { to: email, subject: searchAlertSubject(alerts), text, html, unsubscribeUrl };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
