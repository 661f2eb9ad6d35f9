/**
 * /unit/{serialNumber} (the derived `unitTimeline` flag: the asset list's key or a production-quality key): one
 * unit's life from the factory line to the field (docs/api.md "One unit's timeline"). A search box goes to a
 * typed serial number's address; under it, the parts the server shows this person, each with its number of
 * events or "nothing here" (an empty part is named, not hidden), then every event in time order: its time, its
 * kind (a coloured tag), its words (built here from the facts the server sends, in the reader's language; an expiry still ahead marked coming), a check's result (a failed check in red) and a link to its screen for a
 * holder of that screen's key. An unknown serial number, or one out of reach, is one message (the call is
 * SILENT), with the search box still there. The section's words load with it (SectionWords).
 */
import { history, Link, useAccess, useParams } from '@umijs/max';
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
import { type Translate, useTranslate } from '@/utils/translate';
import { eventLink, eventWords, isComing, KIND_COLOR, kindWordsId, partWordsId } from './events';
import { unitPath } from '@/components/unit/UnitLink';

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

function EventLine({ event, timeline, t }: { event: TimelineEvent; timeline: UnitTimeline; t: Translate }) {
  const access = useAccess();
  const failed = event.result === CHECK_RESULT.values.FAIL;
  const coming = isComing(event, timeline.asOf);
  const link = eventLink(event, timeline.serialNumber);
  return (
    <Space wrap size={8} data-testid="unit-event" data-kind={event.kind} data-failed={failed || undefined} data-coming={coming || undefined}>
      <Typography.Text type="secondary">
        <DataText ltr>{formatDateTime(event.time)}</DataText>
      </Typography.Text>
      <Tag color={KIND_COLOR[event.kind] === 'default' ? undefined : KIND_COLOR[event.kind]}>{t(kindWordsId(event.kind))}</Tag>
      {coming ? <Tag bordered={false}>{t('production.timeline.coming')}</Tag> : null}
      <Typography.Text type={failed ? 'danger' : undefined} strong={failed}>
        <DataText>{eventWords(event, t, timeline.asOf)}</DataText>
      </Typography.Text>
      {event.result === null ? null : <EnumTag enumeration={CHECK_RESULT} value={event.result} />}
      {link && access[link.access] === true ? <Link to={link.to}>{t(link.wordsId)}</Link> : null}
    </Space>
  );
}

/** A failed check red, a passed one green, what lies ahead grey, the rest blue. */
function eventColor(event: TimelineEvent, asOf: number): string {
  if (event.result === CHECK_RESULT.values.FAIL) return 'red';
  if (event.result === CHECK_RESULT.values.PASS) return 'green';
  return isComing(event, asOf) ? 'gray' : 'blue';
}

function Events({ timeline, t }: { timeline: UnitTimeline; t: Translate }) {
  if (timeline.events.length === 0) return <Typography.Paragraph type="secondary">{t('production.timeline.none')}</Typography.Paragraph>;
  return (
    <Timeline
      items={timeline.events.map((event, index) => ({
        key: index,
        color: eventColor(event, timeline.asOf),
        children: <EventLine event={event} timeline={timeline} t={t} />,
      }))}
    />
  );
}

function UnitPage() {
  const t = useTranslate();
  const { serialNumber = '' } = useParams<{ serialNumber: string }>();
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
