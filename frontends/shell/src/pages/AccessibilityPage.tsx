import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@troc/shared';
import { usePageTitle } from '@troc/ui';
import { accessibilityUi } from '@troc/shared/messages/accessibility';

const a = accessibilityUi;

/** Where users report a problem: <meta name="troc:accessibility-contact"> written by the server (ACCESSIBILITY_CONTACT). */
function accessibilityContact(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="troc:accessibility-contact"]')?.content.trim() || null;
}

function Contact() {
  const contact = accessibilityContact();
  if (!contact) return null;
  if (/^https?:\/\//.test(contact)) return <a href={contact}>{a.contactLink}</a>;
  return <a href={`mailto:${contact}`}>{t(a.contactEmail, { contact })}</a>;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

const List = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/** The accessibility statement, on the model of the RGAA 4.1 (linked from the footer of every page). */
export function AccessibilityPage() {
  usePageTitle(a.title);

  return (
    <Card className="troc-statement">
      <Flex vertical gap={8}>
        <Typography.Title level={1}>{a.title}</Typography.Title>
        <Typography.Paragraph>{a.intro}</Typography.Paragraph>
        <Typography.Paragraph>{t(a.scope, { site: window.location.origin })}</Typography.Paragraph>

        <Section id="accessibilite-etat" title={a.stateTitle}>
          <Typography.Paragraph strong>{a.state}</Typography.Paragraph>
          <Typography.Paragraph>{a.stateBasis}</Typography.Paragraph>
        </Section>

        <Section id="accessibilite-resultats" title={a.resultsTitle}>
          <Typography.Paragraph>{a.results}</Typography.Paragraph>
          <List items={a.pages} />
          <Typography.Paragraph>{a.resultsOutcome}</Typography.Paragraph>
        </Section>

        <Section id="accessibilite-non-accessibles" title={a.nonAccessibleTitle}>
          <Typography.Title level={3}>{a.nonCompliantTitle}</Typography.Title>
          <List items={a.nonCompliant} />
          <Typography.Title level={3}>{a.derogationsTitle}</Typography.Title>
          <Typography.Paragraph>{a.derogations}</Typography.Paragraph>
          <Typography.Title level={3}>{a.exemptTitle}</Typography.Title>
          <List items={a.exempt} />
        </Section>

        <Section id="accessibilite-etablissement" title={a.establishmentTitle}>
          <Typography.Paragraph>{a.date}</Typography.Paragraph>
          <Typography.Title level={3}>{a.technologiesTitle}</Typography.Title>
          <List items={a.technologies} />
          <Typography.Title level={3}>{a.environmentTitle}</Typography.Title>
          <Typography.Paragraph>{a.environment}</Typography.Paragraph>
          <Typography.Title level={3}>{a.toolsTitle}</Typography.Title>
          <List items={a.tools} />
        </Section>

        <Section id="accessibilite-contact" title={a.contactTitle}>
          <Typography.Paragraph>{a.contact}</Typography.Paragraph>
          <Typography.Paragraph>
            <Contact />
          </Typography.Paragraph>
        </Section>

        <Section id="accessibilite-recours" title={a.remedyTitle}>
          <Typography.Paragraph>{a.remedy}</Typography.Paragraph>
          <Typography.Paragraph>{a.remedyWays}</Typography.Paragraph>
          <ul>
            <li>
              <a href={a.remedyFormUrl}>{a.remedyForm}</a>
            </li>
            <li>
              <a href={a.remedyDelegateUrl}>{a.remedyDelegate}</a>
            </li>
            <li>
              {a.remedyMail}
              <address className="troc-statement__address">
                {a.remedyAddress.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </li>
          </ul>
        </Section>
      </Flex>
    </Card>
  );
}
