import { Alert, Card, Flex, Typography } from 'antd';
import { fr } from '@troc/shared';

const m = fr.impact.methodPage;

/** The three figures of a completed exchange, each formula written out with its terms. */
export function ImpactFormulas() {
  return (
    <section aria-labelledby="impact-formulas">
      <Typography.Title level={2} id="impact-formulas">
        {m.formulasTitle}
      </Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 820 }}>{m.formulasIntro}</Typography.Paragraph>
      <Flex vertical gap={16}>
        {m.formulas.map((f, index) => (
          <Card key={f.title}>
            <Typography.Title level={3} id={`impact-formula-${index}`} style={{ marginTop: 0 }}>
              {f.title}
            </Typography.Title>
            {/* The formula stands out as its own line; the terms explain each of its words. */}
            <Typography.Paragraph strong style={{ fontSize: 16 }}>
              {f.formula}
            </Typography.Paragraph>
            <ul aria-label={`${m.termsLabel} : ${f.title}`} style={{ paddingInlineStart: 20, margin: 0 }}>
              {f.terms.map((term) => (
                <li key={term} style={{ marginBottom: 8 }}>
                  {term}
                </li>
              ))}
            </ul>
          </Card>
        ))}
        <Alert type="info" showIcon title={m.unknownTitle} description={m.unknown} />
      </Flex>
    </section>
  );
}
