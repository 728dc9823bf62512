import { useAnalyticsOn, useBusiness } from '@caliber/ui';
import { ContactUsCta } from './contact-us-cta';
import { InfoPage } from './info-page';
import { Prose } from './prose';

const effectiveDate = () =>
  new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function PrivacyPolicyPage() {
  const business = useBusiness();
  // What it says of cookies follows the configuration: no banner nor settings link exists without analytics.
  const analyticsOn = useAnalyticsOn();
  return (
    <InfoPage eyebrow="Legal" title="Privacy Policy" intro={<p>Effective date: {effectiveDate()}</p>}>
      <Prose>
        <h2>1. Information We Collect</h2>
        <p>
          We collect the details you give us when you send an inquiry, a contact message or a trade-in request, or sign
          up for our newsletter: your name, email address, phone number and the content of your message.
          {analyticsOn && ' We also collect basic usage data, such as pages viewed and the browser used, through analytics cookies, if you accept them.'}
        </p>

        <h2>2. How We Use Your Information</h2>
        <p>
          We use your information to answer your inquiries, prepare trade-in offers, process purchases, send the
          newsletter you asked for, and improve our website and service.
        </p>

        <h2>3. Information Sharing</h2>
        <p>
          We do not sell your personal information. We share it only with service providers who help us run our
          business (such as shipping carriers, payment processors and email providers), under obligations of
          confidentiality, or when the law requires it.
        </p>

        <h2>4. Cookies and Tracking</h2>
        {analyticsOn ? (
          <p>
            Our website uses cookies to remember your preferences and to understand how visitors use the site.
            Analytics load only after you accept them in the cookie banner, and nothing is sent to our analytics
            service if you decline; you can change your choice at any time with the Cookie settings link at the foot
            of every page. You can also refuse or delete cookies in your browser settings; some features may then work
            less well.
          </p>
        ) : (
          <p>
            Our website keeps only what it needs to work, such as your preferences; it uses no analytics or advertising
            cookies and sends nothing about your visit to anyone else. You can also refuse or delete cookies in your
            browser settings; some features may then work less well.
          </p>
        )}

        <h2>5. Data Retention</h2>
        <p>
          We keep personal information only as long as needed for the purposes described here, or as long as the law
          requires, after which it is deleted or anonymised.
        </p>

        <h2>6. Your Rights</h2>
        <p>
          You may ask to see, correct or delete the personal information we hold about you, and you may unsubscribe
          from our newsletter at any time.
        </p>

        <h2>7. Data Security</h2>
        <p>
          We protect your information with appropriate technical and organisational measures, including encrypted
          connections and restricted access. No method of transmission over the internet is completely secure.
        </p>

        <h2>8. Third-Party Links</h2>
        <p>
          Our website may link to other websites. We are not responsible for their privacy practices and encourage you
          to read their policies.
        </p>

        <h2>9. Children's Privacy</h2>
        <p>
          Our services are not directed to children under 13, and we do not knowingly collect personal information
          from them. If you believe a child has given us information, contact us and we will delete it.
        </p>

        <h2>10. Changes to This Policy</h2>
        <p>
          We may update this policy from time to time. Changes take effect when posted on this page with a new
          effective date.
        </p>

        <h2>11. Contact Us</h2>
        <p>
          For any question about this policy or your personal information, contact {business.name} through our contact
          page, by e-mail at <a href={business.email.href}>{business.email.address}</a>, by phone at{' '}
          <a href={business.phone.href}>{business.phone.display}</a> during business hours, {business.hours}, or by
          post at {business.name}, {business.address.display}.
        </p>
      </Prose>
      <ContactUsCta />
    </InfoPage>
  );
}
