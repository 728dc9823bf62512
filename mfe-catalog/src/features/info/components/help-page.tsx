import { ROUTES } from '@caliber/contracts';
import type { ReactNode } from 'react';
import { ContactUsCta } from './contact-us-cta';
import { InfoPage } from './info-page';

interface HelpPageProps {
  /** The page's name in the breadcrumb: Home > Customer Service > {crumb}. */
  crumb: string;
  title: string;
  intro: string;
  /** The line above the closing 'Contact Us' prompt. */
  contactPrompt: string;
  children: ReactNode;
}

/** The frame of the four help pages under Customer Service (shipping, returns, payment, authentication). */
export function HelpPage({ crumb, title, intro, contactPrompt, children }: HelpPageProps) {
  return (
    <InfoPage
      eyebrow="Customer Service"
      title={title}
      breadcrumb={[
        { label: 'Home', to: ROUTES.home },
        { label: 'Customer Service', to: ROUTES.customerService },
        { label: crumb },
      ]}
      intro={<p>{intro}</p>}
    >
      {children}
      <ContactUsCta text={contactPrompt} />
    </InfoPage>
  );
}
