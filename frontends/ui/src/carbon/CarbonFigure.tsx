import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { Statistic, Typography } from 'antd';
import { fr } from '@troc/shared';

const m = fr.impact.modal;

/** « carbone » with 2 decimals (supporting §9), or « N/A » with its warning sign (§5 carbon value). */
export function formatCarbone(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return value.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** `help`: why there is no figure, for screen readers (the chosen models' case by default). */
export function CarbonFigure({
  label,
  value,
  help = m.notAvailableHelp,
}: {
  label: string;
  value: number | null | undefined;
  help?: string;
}) {
  const text = formatCarbone(value);
  return (
    <Statistic
      title={label}
      valueRender={() =>
        text === null ? (
          <Typography.Text type="warning" className="troc-carbon__na">
            <WarningOutlined aria-hidden /> {m.notAvailable}
            <span className="troc-sr-only"> — {help}</span>
          </Typography.Text>
        ) : (
          <span className="troc-carbon__value">{`${text} kgCO2e`}</span>
        )
      }
    />
  );
}
