/**
 * A detail screen's label-value pairs: a value from the server is isolated from the page's
 * direction (in a right-to-left page "Robot Demo Co." keeps its full stop at its end, a date keeps
 * "2026-11-24 19:39:30"); the console's own parts (tags, badges, links) are drawn as they are.
 */
import { ConfigProvider, Tag } from 'antd';
import enUS from 'antd/locale/en_US';
import { screen } from '@testing-library/react';
import { renderStyled } from '../../tests/styles';
import DetailSection, { detailItem } from './DetailSection';

it('isolates text and numbers, left-to-right where asked, and leaves elements alone', () => {
  renderStyled(
    <ConfigProvider direction="rtl" locale={enUS}>
      <DetailSection title="Identity">
        {detailItem('Company', 'Robot Demo Co.')}
        {detailItem('Address', '7 Campus Drive, Floor 9')}
        {detailItem('Booted', '2026-11-24 19:39:30', { ltr: true })}
        {detailItem('Members', 12, { ltr: true })}
        {detailItem('State', <Tag>Running</Tag>)}
      </DetailSection>
    </ConfigProvider>,
  );
  const dir = (text: string) => screen.getByText(text).closest('bdi')?.getAttribute('dir');
  expect(dir('Robot Demo Co.')).toBe('auto');
  expect(dir('7 Campus Drive, Floor 9')).toBe('auto');
  expect(dir('2026-11-24 19:39:30')).toBe('ltr');
  expect(dir('12')).toBe('ltr');
  expect(screen.getByText('Running').closest('bdi')).toBeNull();
  expect(screen.getByText('Company')).toBeInTheDocument();
});
