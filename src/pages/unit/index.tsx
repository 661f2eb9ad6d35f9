/**
 * /unit/{serialNumber} (the derived `unitTimeline` flag: the asset list's key or a production-quality key): one
 * unit's life from the factory line to the field (docs/api.md "One unit's timeline"). A search box goes to a
 * typed serial number's address; under it, the parts the server shows this person, each with its number of
 * events or "nothing here" (an empty part is named, not hidden), then every event in time order: its time, its
 * kind (a coloured tag), its summary, a check's result (a failed check in red) and a link to its screen for a
 * holder of that screen's key. An unknown serial number, or one out of reach, is one message (the call is
 * SILENT), with the search box still there. The section's words load with it (SectionWords).
 */
import { history, Link, useAccess, useIntl, useParams } from '@umijs/max';
import { Card, Input, Space, Spin, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DataText } from '@/components/DataText';
import DetailSection, { detailItem } from '@/components/DetailSection';
import PageFrame from '@/components/pageFrame/PageFrame';
import RecordFailure from '@/components/RecordFailure';
import SectionWords from '@/components/SectionWords';
import { EnumTag } from '@/components/table/EnumTag';
import { SILENT } from '@/request/pipeline';
import { useData } from '@/request/useData';
import { fetchUnitTimeline } from '@/services/production';
import { CHECK_RESULT, type TimelineEvent, type UnitTimeline } from '@/services/types/production';
import { formatDateTime } from '@/utils/format';
import { eventLink, KIND_COLOR, kindWordsId, partWordsId } from './events';
import { unitPath } from './UnitLink';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The serial number's box: pressing search (or Enter) goes to that unit's address. */
function SearchBox({ serialNumber, t }: { serialNumber: string; t: Translate }) {
  return (
    <Input.Search
      key={serialNumber}
      defaultValue={serialNumber}
      placeholder={t('production.timeline.search')}
      aria-label={t('production.timeline.search')}
      enterButton={t('production.timeline.go')}
      maxLength={50}
      allowClear
      style={{ maxWidth: 480, marginBottom: 16 }}
      onSearch={(value) => {
        const typed = value.trim();
        if (typed !== '' && typed !== serialNumber) history.push(unitPath(typed));
      }}
    />
  );
}

/** The parts this person may see, in the server's order: each its number of events, or "nothing here". */
function Parts({ timeline, t }: { timeline: UnitTimeline; t: Translate }) {
  return (
    <DetailSection title={t('production.timeline.parts')}>
      {timeline.parts.map(({ part, empty }) =>
        detailItem(
          t(partWordsId(part)),
          empty ? (
            <Typography.Text type="secondary">{t('production.timeline.empty')}</Typography.Text>
          ) : (
            t('production.timeline.count', { count: timeline.events.filter((event) => event.part === part).length })
          ),
          { key: part },
        ),
      )}
    </DetailSection>
  );
}

function EventLine({ event, serialNumber, t }: { event: TimelineEvent; serialNumber: string; t: Translate }) {
  const access = useAccess();
  const failed = event.result === CHECK_RESULT.values.FAIL;
  const link = eventLink(event, serialNumber);
  return (
    <Space wrap size={8} data-testid="unit-event" data-kind={event.kind} data-failed={failed || undefined}>
      <Typography.Text type="secondary">
        <DataText ltr>{formatDateTime(event.time)}</DataText>
      </Typography.Text>
      <Tag color={KIND_COLOR[event.kind] === 'default' ? undefined : KIND_COLOR[event.kind]}>{t(kindWordsId(event.kind))}</Tag>
      <Typography.Text type={failed ? 'danger' : undefined} strong={failed}>
        <DataText>{event.summary}</DataText>
      </Typography.Text>
      {event.result === null ? null : <EnumTag enumeration={CHECK_RESULT} value={event.result} />}
      {link && access[link.access] === true ? <Link to={link.to}>{t(link.wordsId)}</Link> : null}
    </Space>
  );
}

function Events({ timeline, t }: { timeline: UnitTimeline; t: Translate }) {
  if (timeline.events.length === 0) return <Typography.Paragraph type="secondary">{t('production.timeline.none')}</Typography.Paragraph>;
  return (
    <Timeline
      items={timeline.events.map((event, index) => ({
        key: index,
        color: event.result === CHECK_RESULT.values.FAIL ? 'red' : event.result === CHECK_RESULT.values.PASS ? 'green' : 'blue',
        children: <EventLine event={event} serialNumber={timeline.serialNumber} t={t} />,
      }))}
    />
  );
}

function UnitPage() {
  const intl = useIntl();
  const { serialNumber = '' } = useParams<{ serialNumber: string }>();
  const t: Translate = (id, values) => intl.formatMessage({ id }, values);
  const { data, error, loading } = useData(() => fetchUnitTimeline(serialNumber, SILENT), { refreshDeps: [serialNumber] });
  // The last answer may be another unit's (the one before this address): only this one's is shown.
  const timeline = data?.serialNumber === serialNumber ? data : undefined;
  const failed = timeline === undefined && error !== undefined && !loading;
  let content: ReactNode;
  if (failed) {
    content = (
      <RecordFailure
        error={error}
        notFoundId="production.timeline.notFound"
        failedId="production.timeline.failed"
        backId="production.timeline.back"
        onBack={() => history.back()}
      />
    );
  } else if (timeline === undefined) {
    content = <Spin style={{ display: 'block', margin: 48 }} />;
  } else {
    content = (
      <>
        <Parts timeline={timeline} t={t} />
        <Card size="small" title={t('production.timeline.events')}>
          <Events timeline={timeline} t={t} />
        </Card>
      </>
    );
  }
  return (
    <PageFrame title={t('production.timeline.title', { serialNumber })}>
      <SearchBox serialNumber={serialNumber} t={t} />
      {content}
    </PageFrame>
  );
}

export default function UnitTimelinePage() {
  return (
    <SectionWords section="production">
      <UnitPage />
    </SectionWords>
  );
}
