import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { Card, Descriptions, Typography } from 'antd';
import { t, type TrackerSavings } from '@troc/shared';
import { conventionUi } from '@troc/shared/messages/ui-convention';

const s = conventionUi.savings;

const decimals = (value: number) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** « N/A » with its warning sign, said in full to screen readers. */
function NotAvailable() {
  return (
    <Typography.Text className="troc-savings__na">
      <WarningOutlined aria-hidden /> {s.notAvailable}
      <span className="troc-sr-only"> — {s.notAvailableHelp}</span>
    </Typography.Text>
  );
}

/** « Ce que cet échange a économisé » on the summary of a completed exchange (core §1). */
export function SavingsBlock({ savings }: { savings: TrackerSavings }) {
  const sources = savings.co2Sources?.length ? savings.co2Sources : savings.co2Source ? [savings.co2Source] : [];
  return (
    <Card title={<h2 className="troc-tracker-title">{s.title}</h2>}>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'euros',
            label: s.euros,
            children: savings.economicGainInEuros ?? <NotAvailable />,
          },
          {
            key: 'weight',
            label: s.weight,
            children: savings.weightInKg === null ? <NotAvailable /> : t(s.kg, { value: decimals(savings.weightInKg) }),
          },
          {
            key: 'co2',
            label: s.co2,
            children: savings.co2InKg === null ? <NotAvailable /> : t(s.kgCo2e, { value: decimals(savings.co2InKg) }),
          },
          // Every factor summed (the chosen impact models), or the category's default one.
          ...sources.map((source, index) => ({
            key: `source-${index}`,
            label: s.source,
            children: t(s.sourceText, {
              label: source.label,
              factor: source.kgCo2ePerUnit.toLocaleString('fr-FR', { maximumFractionDigits: 3 }),
              unit: s.units[source.unit],
              source: source.source.label,
              package: source.source.package,
              version: source.source.version,
            }),
          })),
        ]}
      />
    </Card>
  );
}
