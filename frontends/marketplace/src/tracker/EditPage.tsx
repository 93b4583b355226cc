import { Breadcrumb, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ROUTES, withLocale, type TrackerView } from '@troc/shared';
import { CarbonModal, usePageTitle } from '@troc/ui';
import { BilansForm } from './BilansForm';
import { CONVENTION_PANEL_ID, ConventionPanel } from './ConventionPanel';
import { ui } from './labels';
import { RecordForm } from './RecordForm';
import { TrackerLoader } from './TrackerLoader';
import { TrackerSteps } from './TrackerSteps';
import './tracker.css';

/** /{locale}/tracker/edit/{slug}/: the recording form, while the exchange may still be recorded. */
export function EditPage() {
  const { slug = '' } = useParams();
  return <TrackerLoader slug={slug}>{(tracker) => <EditGate tracker={tracker} />}</TrackerLoader>;
}

/**
 * Decided once, on arrival: an exchange that can no longer be recorded opens its summary. Once
 * recorded here, the form moves to the summary itself (with its notice).
 */
function EditGate({ tracker }: { tracker: TrackerView }) {
  const [editable] = useState(tracker.editable);
  if (!editable) return <Navigate to={withLocale(ROUTES.trackerSummary(tracker.slug))} replace />;
  return <Edit tracker={tracker} />;
}

function Edit({ tracker }: { tracker: TrackerView }) {
  usePageTitle(ui.edit.title);
  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to={withLocale(ROUTES.myTrackers)}>{ui.thread.back}</Link> },
          { title: tracker.name || tracker.troc.name },
        ]}
      />
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ui.edit.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {ui.edit.intro}
      </Typography.Paragraph>
      <TrackerSteps tracker={tracker} conventionPanelId={CONVENTION_PANEL_ID} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          {/* The convention comes before the recording, which the server refuses without it. */}
          <Flex vertical gap={24}>
            <ConventionPanel tracker={tracker} />
            <RecordForm tracker={tracker} />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={24}>
            {tracker.bilans.editable ? <CarbonModal mode="tracker" slug={tracker.slug} /> : null}
            {tracker.bilans.editable ? <BilansForm tracker={tracker} /> : null}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
